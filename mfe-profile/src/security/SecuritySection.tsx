import { memo, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignInControl } from '@portal/api';
import { PasswordField } from '@portal/forms';
import { ErrorBar, Stack, Text } from '@portal/ui';
import type { Notify } from '../notify';
import { ProfileSection } from '../ProfileSection';
import { FORM_SUBSCRIPTION, SectionForm, SubmitButton } from '../SectionForm';
import { confirmMatches, type SecurityFormValues } from './securityForm';

/**
 * The security section: a password change through the sign-in provider's
 * own operation (the user pool's ChangePassword), not the product API. The result shows in a toast; a refusal
 * also shows the provider's message on the form, with what was typed kept.
 */
export const SecuritySection = memo(function SecuritySection({
  signIn,
  notify,
}: {
  signIn: SignInControl | null;
  notify: Notify;
}) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string>();

  const onSubmit = async (values: SecurityFormValues, form: FormApi<SecurityFormValues>) => {
    setProblem(undefined);
    try {
      if (!signIn?.changePassword) throw new Error(t`Your sign-in does not offer a password change here.`);
      await signIn.changePassword(values.currentPassword ?? '', values.newPassword ?? '');
      notify({ variant: 'success', message: t`Your password has been changed.` });
      // Nothing of the passwords stays on the page.
      setTimeout(() => form.restart());
    } catch (error) {
      setProblem((error as Error).message);
      notify({ variant: 'error', message: t`Your password could not be changed.` });
    }
  };

  // Made here, not in the form's render function: the form rendering again (its start, its submission) does not
  // render every field again (as the general section's).
  const fields = (
    <Stack gap="4" maxW="md">
      <PasswordField
        name="currentPassword"
        label={t`Current password`}
        autoComplete="current-password"
        required
      />
      <PasswordField name="newPassword" label={t`New password`} autoComplete="new-password" required />
      <PasswordField
        name="confirmNewPassword"
        label={t`Confirm new password`}
        autoComplete="new-password"
        required
        validate={confirmMatches}
      />
      <SubmitButton busyText={t`Changing password...`}>
        <Trans>Change password</Trans>
      </SubmitButton>
      {/* Under the button it answers, so it moves none of the form when it shows. */}
      {problem ? <ErrorBar title={t`The password was not changed`} message={problem} /> : null}
    </Stack>
  );

  return (
    <ProfileSection id="security" title={<Trans>Security</Trans>}>
      <Text color="fg.muted">
        <Trans>
          Change the password you sign in with. It must be at least 8 characters long, with upper- and
          lower-case letters, a number and a symbol.
        </Trans>
      </Text>
      <Form<SecurityFormValues> onSubmit={onSubmit} subscription={FORM_SUBSCRIPTION}>
        {({ handleSubmit, submitting }) => (
          <SectionForm label={t`Change password`} submitting={submitting} onSubmit={handleSubmit}>
            {fields}
          </SectionForm>
        )}
      </Form>
    </ProfileSection>
  );
});
