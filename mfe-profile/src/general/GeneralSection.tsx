import { memo, useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { textLimitOf, useMetadata, useSaveStudent, useSession, type Student } from '@portal/api';
import { useProvider, type ProfileField } from '@portal/config';
import {
  AddressFields,
  KeptDraftNote,
  PhoneField,
  TextField,
  TextareaField,
  useFormDraft,
  type AddressForm,
} from '@portal/forms';
import { ROUTES } from '@portal/remote-contract';
import { RouteLink } from '@portal/router';
import { BusyMessage, Heading, Link, SimpleGrid, Stack, Text } from '@portal/ui';
import type { Notify } from '../notify';
import { ProfileSection } from '../ProfileSection';
import { FORM_SUBSCRIPTION, SectionForm, SubmitButton } from '../SectionForm';
import {
  atLeastOnePhone,
  profileFormValues,
  profileUpdate,
  socialLinkRule,
  type ProfileFormValues,
} from './profileForm';
import { ReadOnlyFormField } from './ReadOnlyField';
import { SOCIAL_NETWORKS } from './social';

/** A titled group of the form's fields. */
function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4" minW="0">
      <Heading as="h3" id={id} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The general section: the student's personal details, address and social
 * links. Fields the provider keeps are read-only; Save is enabled only when the form is changed and valid,
 * busy while sending; the result shows in a toast, and a failed save keeps every typed value. What the student
 * changed is kept on the device until it is saved (a sign-in in between loses nothing), and a form that starts
 * from it says so. The form renders once `formShown` (the page's say) and the lookup lists it is filled from are in;
 * until then the section says its details are loading.
 */
export const GeneralSection = memo(function GeneralSection({
  student,
  notify,
  formShown,
}: {
  student: Student;
  notify: Notify;
  formShown: boolean;
}) {
  const { t } = useLingui();
  const provider = useProvider();
  const metadata = useMetadata();
  const save = useSaveStudent();
  const draft = useFormDraft<ProfileFormValues>('profile', useSession()?.studentId);
  const readOnly = provider.readOnlyFields;
  const is = (field: ProfileField) => readOnly.includes(field);
  const ready = !metadata.isLoading;
  // One object per student and metadata: a new one would start the form again and lose what is typed.
  const initialValues = useMemo(
    () => (ready ? profileFormValues(student, metadata.data) : undefined),
    [ready, student, metadata.data],
  );

  // The fields of the section, each shown read-only where the provider keeps its group.
  const texts: {
    field: ProfileField;
    name: 'firstName' | 'lastName' | 'preferredName' | 'emailAddress';
    label: string;
    required?: boolean;
    type?: 'email';
    autoComplete: string;
  }[] = [
    { field: 'name', name: 'firstName', label: t`First name`, required: true, autoComplete: 'given-name' },
    { field: 'name', name: 'lastName', label: t`Last name`, required: true, autoComplete: 'family-name' },
    { field: 'preferredName', name: 'preferredName', label: t`Preferred name`, autoComplete: 'nickname' },
    { field: 'email', name: 'emailAddress', label: t`Email`, type: 'email', autoComplete: 'email' },
  ];
  const phones = [
    { name: 'mobilePhone', label: t`Mobile phone` },
    { name: 'homePhone', label: t`Home phone` },
  ] as const;
  const addressLines: { name: keyof AddressForm; label: string }[] = [
    { name: 'buildingPropertyName', label: t`Building or property name` },
    { name: 'flatUnitDetails', label: t`Flat or unit` },
    { name: 'streetOrLotNumber', label: t`Street or lot number` },
    { name: 'streetAddress', label: t`Street address` },
    { name: 'suburb', label: t`Suburb` },
    { name: 'city', label: t`City` },
    { name: 'postcode', label: t`Postcode` },
    { name: 'country', label: t`Country` },
    { name: 'state', label: t`State or region` },
  ];
  const socialLabels = { facebookURL: t`Facebook`, linkedinURL: t`LinkedIn`, twitterURL: t`X (Twitter)` };

  const onSubmit = async (values: ProfileFormValues) => {
    try {
      await save(profileUpdate(values, student, readOnly, metadata.data));
      draft.forget();
      notify({ variant: 'success', message: t`Your profile has been saved.` });
    } catch (error) {
      console.error('The profile could not be saved', error);
      notify({ variant: 'error', message: t`Your profile could not be saved. Please try again.` });
    }
  };

  // The fields, made here (not in the form's render function): the form rendering again as its state changes (its
  // submission; once as it starts, react-final-form's first subscription) renders its <form>, not every field again.
  const fields = (
    <Stack gap={{ base: 6, md: 8 }}>
      {draft.restored ? (
        <KeptDraftNote>
          <Trans>We kept what you had typed. It has not been saved yet.</Trans>
        </KeptDraftNote>
      ) : null}
      <Group id="general-contact" title={t`Name and contact`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {texts.map(({ field, name, label, ...props }) =>
            is(field) ? (
              <ReadOnlyFormField key={name} label={label} name={name} />
            ) : (
              <TextField
                key={name}
                name={name}
                label={label}
                // What the API takes of this field (the student schema's length and characters).
                limit={textLimitOf('student', name)}
                {...props}
              />
            ),
          )}
          {phones.map(({ name, label }) =>
            is('phone') ? (
              <ReadOnlyFormField key={name} label={label} name={name} />
            ) : (
              <PhoneField
                key={name}
                name={name}
                typeName={null}
                label={label}
                helperText={t`A mobile or a home phone is needed`}
                validate={atLeastOnePhone}
              />
            ),
          )}
        </SimpleGrid>
        <TextareaField
          name="personalSummary"
          label={t`Personal summary`}
          helperText={t`A few words about you, for your trainers and classmates`}
          maxLength={textLimitOf('student', 'personalSummary').maxLength}
          rows={4}
        />
      </Group>

      <Group id="general-address" title={t`Address`}>
        {is('address') ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {addressLines.map(({ name, label }) => (
              <ReadOnlyFormField key={name} label={label} name={`address.${name}`} />
            ))}
          </SimpleGrid>
        ) : (
          <AddressFields name="address" />
        )}
      </Group>

      <Group id="general-social" title={t`Social links`}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {SOCIAL_NETWORKS.map((network) => {
            const label = socialLabels[network.field];
            const host = network.base.replace(/^https:\/\/(www\.)?/, '');
            return is('socialLinks') ? (
              <ReadOnlyFormField key={network.field} label={label} name={network.field} />
            ) : (
              <TextField
                key={network.field}
                name={network.field}
                label={label}
                helperText={t`After ${host}`}
                validate={socialLinkRule}
                autoComplete="off"
              />
            );
          })}
        </SimpleGrid>
      </Group>

      <SubmitButton busyText={t`Saving...`}>
        <Trans>Save</Trans>
      </SubmitButton>
    </Stack>
  );

  return (
    <ProfileSection id="general" title={<Trans>General</Trans>}>
      {is('name') ||
      is('email') ||
      is('phone') ||
      is('address') ||
      is('preferredName') ||
      is('socialLinks') ? (
        <Text color="fg.muted">
          <Trans>
            {provider.name} keeps some of your details: they are shown read-only.{' '}
            <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
              <RouteLink to={ROUTES.support}>Ask for support</RouteLink>
            </Link>{' '}
            to change them.
          </Trans>
        </Text>
      ) : null}
      {!initialValues || !formShown ? (
        <BusyMessage>
          <Trans>Loading your details...</Trans>
        </BusyMessage>
      ) : (
        <Form<ProfileFormValues>
          onSubmit={onSubmit}
          initialValues={initialValues}
          decorators={draft.decorators}
          subscription={FORM_SUBSCRIPTION}
        >
          {({ handleSubmit, submitting }) => (
            <SectionForm label={t`Personal details`} submitting={submitting} onSubmit={handleSubmit}>
              {fields}
            </SectionForm>
          )}
        </Form>
      )}
    </ProfileSection>
  );
});
