import { useEffect, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, Heading, HStack, Input, Stack } from '@portal/ui';
import { CheckboxField, SelectField, TextField } from '@portal/forms';

/** A form that has been sent once with mistakes: every field with its error, as a student sees it. */
export function FormPage() {
  const { t } = useLingui();
  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="2xl">
        <Trans>Ask for support</Trans>
      </Heading>
      <Form
        onSubmit={() => undefined}
        initialValues={{ email: 'aroha.ngata@', topic: '' }}
        render={({ handleSubmit, form }) => (
          <SubmitOnce submit={form.submit}>
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="4" bg="bg.panel" rounded="l3" shadow="sm" p={{ base: 4, md: 6 }} borderWidth="1px">
                <TextField name="fullName" label={t`Full name`} required />
                <TextField name="email" type="email" label={t`Email`} required />
                <SelectField
                  name="topic"
                  label={t`Topic`}
                  required
                  placeholder={t`Choose a topic`}
                  options={[
                    { value: 'fees', label: t`Fees and payments` },
                    { value: 'courses', label: t`Courses and timetable` },
                  ]}
                />
                <Field.Root>
                  <Field.Label>
                    <Trans>Student number</Trans>
                  </Field.Label>
                  <Input value="20231187" readOnly />
                  <Field.HelperText>
                    <Trans>Shown on your student card.</Trans>
                  </Field.HelperText>
                </Field.Root>
                <CheckboxField name="copy" label={t`Send me a copy`} />
                <HStack gap="3">
                  <Button type="submit">
                    <Trans>Send</Trans>
                  </Button>
                  <Button variant="ghost">
                    <Trans>Cancel</Trans>
                  </Button>
                </HStack>
              </Stack>
            </form>
          </SubmitOnce>
        )}
      />
    </Stack>
  );
}

/** Sends the form once as it is first shown, so its fields show their errors. */
function SubmitOnce({ submit, children }: { submit: () => unknown; children: ReactNode }) {
  useEffect(() => {
    // Once every field has registered its rules.
    const timer = setTimeout(() => void submit(), 0);
    return () => clearTimeout(timer);
  }, [submit]);
  return <>{children}</>;
}
