import { useField } from 'react-final-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ApplicationPayload } from '@portal/api';
import {
  FeesAssistanceStatusField,
  LanguageField,
  SectionHeading,
  SpokenEnglishLevelField,
  StudyModeField,
  StudyReasonField,
} from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';
import type { ApplicationStepDef } from '../form/step';
import type { EnrolValues, StudyValues } from '../form/values';
import { answered, compact, idOf, labelOf } from './sectionMapping';

/** Whether the spoken English level is asked: a language other than English was chosen. */
export function asksSpokenEnglish(language: string | undefined): boolean {
  return Boolean(language) && language?.trim().toLowerCase() !== 'english';
}

/** The applicant's names from the personal step's section, when both are given: the application schema requires
 * them in every `personalDetails`, so the language can be saved there only with them. */
function namesOf(personal: EnrolValues['personal']): { firstName: string; lastName: string } | undefined {
  const firstName = personal?.firstName;
  const lastName = personal?.lastName;
  return typeof firstName === 'string' && firstName.trim() && typeof lastName === 'string' && lastName.trim()
    ? { firstName, lastName }
    : undefined;
}

function StudyFields() {
  const { t } = useLingui();
  const language = useField<string | undefined>('study.language', { subscription: { value: true } }).input
    .value;
  return (
    <Stack gap="8">
      <Stack gap="4">
        <SectionHeading as="h3" title={t`Your study`} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <StudyModeField name="study.studyMode" label={t`How will you study?`} required />
          <StudyReasonField name="study.studyReason" label={t`Main reason for studying`} required />
          <FeesAssistanceStatusField
            name="study.feesAssistanceStatus"
            label={t`How will your fees be paid?`}
            helperText={t`Choose 'Self-funded' if you will pay them yourself.`}
            required
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="4">
        <SectionHeading as="h3" title={t`Language`} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <LanguageField
            name="study.language"
            label={t`Main language spoken at home`}
            helperText={t`Start typing to search.`}
          />
          {asksSpokenEnglish(language) ? (
            <SpokenEnglishLevelField
              name="study.spokenEnglishLevel"
              label={t`How well do you speak English?`}
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/** The study step: study mode and reason, the fees assistance, the language spoken at home and the
 * spoken English level. Saves only its own fields: `studyDetails` {studyModeId, studyReasonId} (the server merges
 * field by field, so the course step's productId stays), `paymentDetails.feesAssistanceStatusId`, and
 * `personalDetails` {languageId, spokenEnglishLevelId} with the names of the personal step (which the schema
 * requires there; without them the language is not sent). */
export const studyStep: ApplicationStepDef<'study'> = {
  name: 'study',
  title: msg`Study`,
  section: 'study',
  Fields: StudyFields,
  toPayload: ({ study = {}, personal }, { metadata }) => {
    const language = compact({
      languageId: idOf(metadata, 'languages', study.language),
      spokenEnglishLevelId: asksSpokenEnglish(study.language)
        ? idOf(metadata, 'spokenEnglishLevels', study.spokenEnglishLevel)
        : undefined,
    });
    const names = namesOf(personal);
    const payment = compact({
      feesAssistanceStatusId: idOf(metadata, 'feesAssistanceStatuses', study.feesAssistanceStatus),
    });
    const payload: Partial<ApplicationPayload> = {
      studyDetails: compact({
        studyModeId: idOf(metadata, 'studyModes', study.studyMode),
        studyReasonId: idOf(metadata, 'studyReasons', study.studyReason),
      }),
    };
    if (Object.keys(payment).length) payload.paymentDetails = payment;
    if (names && Object.keys(language).length) payload.personalDetails = { ...names, ...language };
    return payload;
  },
  fromPayload: ({ studyDetails, personalDetails, paymentDetails }, { metadata }) => {
    const required = [
      studyDetails?.studyModeId,
      studyDetails?.studyReasonId,
      paymentDetails?.feesAssistanceStatusId,
    ];
    if (!required.every(answered)) return undefined;
    const language = labelOf(metadata, 'languages', personalDetails?.languageId);
    return compact<StudyValues>({
      studyMode: labelOf(metadata, 'studyModes', studyDetails?.studyModeId),
      studyReason: labelOf(metadata, 'studyReasons', studyDetails?.studyReasonId),
      language,
      spokenEnglishLevel: asksSpokenEnglish(language)
        ? labelOf(metadata, 'spokenEnglishLevels', personalDetails?.spokenEnglishLevelId)
        : undefined,
      feesAssistanceStatus: labelOf(
        metadata,
        'feesAssistanceStatuses',
        paymentDetails?.feesAssistanceStatusId,
      ),
    });
  },
  summary: ({ study = {} }) => [
    { label: msg`How will you study?`, value: study.studyMode },
    { label: msg`Main reason for studying`, value: study.studyReason },
    { label: msg`How will your fees be paid?`, value: study.feesAssistanceStatus },
    { label: msg`Main language spoken at home`, value: study.language },
    ...(asksSpokenEnglish(study.language)
      ? [{ label: msg`How well do you speak English?`, value: study.spokenEnglishLevel }]
      : []),
  ],
};
