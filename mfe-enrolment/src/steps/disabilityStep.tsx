import { useField } from 'react-final-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  DisabilityStatusField,
  DisabilityTypesField,
  SectionHeading,
  SupportNeedsField,
  ToggleGroupField,
} from '@portal/forms';
import { i18n } from '@portal/i18n';
import { SimpleGrid, Stack } from '@portal/ui';
import type { ApplicationStepDef } from '../form/step';
import type { DisabilityValues, YesNo } from '../form/values';
import { compact, idOf, idsOf, joined, labelOf, labelsOf } from './sectionMapping';

const isYesNo = (value: unknown): value is YesNo => value === 'yes' || value === 'no';

function DisabilityFieldsOfStep() {
  const { t } = useLingui();
  const has = useField<YesNo | undefined>('disability.hasDisability', { subscription: { value: true } }).input
    .value;
  return (
    <Stack gap="8">
      <Stack gap="4">
        <SectionHeading as="h3" title={t`Disability`} />
        <ToggleGroupField
          name="disability.hasDisability"
          label={t`Do you have a disability, impairment or long-term condition?`}
          helperText={t`We ask so that we can arrange support for you. Your answer does not affect your application.`}
          options={[
            { value: 'yes', label: t`Yes` },
            { value: 'no', label: t`No` },
          ]}
          maxColumns={2}
          required
        />
        {has === 'yes' ? (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <DisabilityStatusField
                name="disability.disabilityStatus"
                label={t`Disability status`}
                helperText={t`As we report it to the government, without your name. You may prefer not to say.`}
              />
            </SimpleGrid>
            <DisabilityTypesField
              name="disability.disabilityTypes"
              label={t`Which of these apply to you?`}
              helperText={t`Tick all that apply.`}
            />
          </>
        ) : null}
      </Stack>
      <Stack gap="4">
        <SectionHeading as="h3" title={t`Support`} />
        <SupportNeedsField
          name="disability.supportNeeds"
          label={t`Would you like support while you study?`}
          helperText={t`Tick all that apply. Anyone may ask for support, with or without a disability.`}
        />
      </Stack>
    </Stack>
  );
}

/** The disability step: whether the applicant has a disability, then its status and types, and the
 * support wanted; saves `disabilityDetails`. */
export const disabilityStep: ApplicationStepDef<'disability'> = {
  name: 'disability',
  title: msg`Disability and support`,
  section: 'disability',
  Fields: DisabilityFieldsOfStep,
  toPayload: ({ disability = {} }, { metadata }) => {
    const yes = disability.hasDisability === 'yes';
    return {
      disabilityDetails: compact({
        hasDisability: disability.hasDisability,
        // Status and types are asked only after yes.
        disabilityStatusSDRId: yes
          ? idOf(metadata, 'disabilityStatusSDRId', disability.disabilityStatus)
          : undefined,
        disabilityTypeIds: yes ? idsOf(metadata, 'disabilityTypes', disability.disabilityTypes) : undefined,
        disabilitySupportNeeds: idsOf(metadata, 'disabilitySupportNeeds', disability.supportNeeds),
      }),
    };
  },
  fromPayload: ({ disabilityDetails: details }, { metadata }) => {
    const hasDisability = details?.hasDisability;
    if (!isYesNo(hasDisability)) return undefined;
    const yes = hasDisability === 'yes';
    return compact<DisabilityValues>({
      hasDisability,
      disabilityStatus: yes
        ? labelOf(metadata, 'disabilityStatusSDRId', details?.disabilityStatusSDRId)
        : undefined,
      disabilityTypes: yes ? labelsOf(metadata, 'disabilityTypes', details?.disabilityTypeIds) : undefined,
      supportNeeds: labelsOf(metadata, 'disabilitySupportNeeds', details?.disabilitySupportNeeds),
    });
  },
  summary: ({ disability = {} }) => {
    const { hasDisability } = disability;
    return [
      {
        label: msg`Do you have a disability, impairment or long-term condition?`,
        value: hasDisability ? i18n._(hasDisability === 'yes' ? msg`Yes` : msg`No`) : undefined,
      },
      ...(hasDisability === 'yes'
        ? [
            { label: msg`Disability status`, value: disability.disabilityStatus },
            { label: msg`Which of these apply to you?`, value: joined(disability.disabilityTypes) },
          ]
        : []),
      { label: msg`Would you like support while you study?`, value: joined(disability.supportNeeds) },
    ];
  },
};
