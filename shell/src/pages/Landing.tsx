import { useEffect } from 'react';
import { Link as RouterLink, useRoutePath, useSearchParams } from '@portal/router';
import { Trans } from '@lingui/react/macro';
import { Button, Heading, HStack, Text } from '@portal/ui';
import { useConfig, useProvider } from '@portal/config';
import { ROUTES, SLOTS } from '@portal/remote-contract';
import { useAuth } from '../session/useAuth';
import { PanelSection } from '../components/PanelSection';
import { SigningIn } from '../auth/SigningIn';
import { MenuLinks } from '../menus/MenuLinks';
import { SignedInSlot } from '../chunks/onDemandParts';

/** "/": the welcome panel (for a signed-in student with the home page's cards, then every place of the menu),
 * or the forward-login redirect for a signed-in student when one is configured. */
export function Landing() {
  const { state, signIn } = useAuth();
  const config = useConfig();
  const provider = useProvider();
  const [params] = useSearchParams();
  const applyPath = useRoutePath(ROUTES.enrol);
  const forward = state.status === 'signedIn' && config.forwardLoginLink;

  useEffect(() => {
    if (forward) window.location.assign(config.forwardLoginLink);
  }, [forward, config.forwardLoginLink]);

  if (state.status === 'pending' || forward) return <SigningIn />;
  const firstName =
    state.status === 'signedIn' ? state.session.student.preferredName || state.session.student.firstName : '';

  return (
    <PanelSection headingId="welcome-heading">
      <Heading as="h1" id="welcome-heading" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
        {state.status === 'signedIn' ? (
          <Trans>Welcome back, {firstName}</Trans>
        ) : (
          <Trans>Welcome to the {provider.name} student portal</Trans>
        )}
      </Heading>
      {state.status === 'signedIn' ? (
        <>
          <Text fontSize="lg">
            <Trans>Everything about your study in one place: pick where you want to go.</Trans>
          </Text>
          <SignedInSlot name={SLOTS.homeCards} />
          <Heading as="h2" size="lg">
            <Trans>All of your portal</Trans>
          </Heading>
          <MenuLinks />
        </>
      ) : (
        <>
          <Text fontSize="lg">
            <Trans>
              Sign in to see your enrolments, grades, files and payments, update your profile and get support.
            </Trans>
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button
              colorPalette="brand"
              size="lg"
              onClick={() => void signIn(params.get('returnTo') ?? undefined)}
            >
              <Trans>Sign in</Trans>
            </Button>
            {applyPath ? (
              // A new applicant: the wizard's route asks them to sign in, then opens where they were going.
              <Button asChild variant="outline" size="lg">
                <RouterLink to={applyPath}>
                  <Trans>Apply for a course</Trans>
                </RouterLink>
              </Button>
            ) : null}
          </HStack>
        </>
      )}
    </PanelSection>
  );
}
