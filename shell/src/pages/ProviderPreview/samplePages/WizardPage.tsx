import { Trans, useLingui } from '@lingui/react/macro';
import { Heading, Stack } from '@portal/ui';
import { TextField, Wizard, type WizardStep } from '@portal/forms';

/** An application wizard at its second step, the first completed. */
export function WizardPage() {
  const { t } = useLingui();
  const steps: WizardStep[] = [
    { name: 'course', title: t`Your course`, render: () => null, completed: true },
    {
      name: 'about',
      title: t`About you`,
      render: () => (
        <Stack gap="4">
          <TextField name="givenName" label={t`Given name`} required />
          <TextField name="familyName" label={t`Family name`} required />
          <TextField name="email" type="email" label={t`Email`} required />
        </Stack>
      ),
    },
    { name: 'study', title: t`Study history`, render: () => null },
    { name: 'fees', title: t`Fees`, render: () => null },
  ];
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans>Apply for a course</Trans>
      </Heading>
      <Wizard
        steps={steps}
        label={t`Apply for a course`}
        defaultStep="about"
        initialValues={{ givenName: 'Aroha', familyName: 'Ngata' }}
      />
    </Stack>
  );
}
