import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Text } from '@portal/ui';
import type { SignInFailure } from '../session/useAuth';

/** A sign-in step that failed: on the way to the sign-in page (the IdP unreachable or silent within the
 * time limit), or on the way back (the sign-in could not be completed). Says which, with its reason, and
 * Try again, which signs in again towards the page the student was going to. */
export function SignInFailed({
  failure,
  onRetry,
}: {
  failure: SignInFailure;
  onRetry: (returnTo?: string) => void;
}) {
  const { t } = useLingui();
  const back = failure.step === 'return';
  return (
    <Alert.Root status="error" role="alert" rounded="lg" mb={6} alignItems="center" flexWrap="wrap" gap={3}>
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title>{back ? t`Your sign-in could not be completed` : t`Sign-in is unavailable`}</Alert.Title>
        <Alert.Description>
          {back
            ? t`The portal could not finish signing you in. Please try again.`
            : t`The sign-in service could not be reached. Please try again in a moment.`}
          <Text as="span" display="block" mt={1} fontSize="sm">
            {failure.reason}
          </Text>
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" onClick={() => onRetry(failure.returnTo)}>
        <Trans>Try again</Trans>
      </Button>
    </Alert.Root>
  );
}
