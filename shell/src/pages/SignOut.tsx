import { useEffect, useRef } from 'react';
import { useNavigate } from '@portal/router';
import { useLingui } from '@lingui/react/macro';
import { BusyMessage } from '@portal/ui';
import { useProvider } from '@portal/config';
import { signOutUnderWay } from '@portal/auth';
import { useAuth } from '../session/useAuth';

/** The state /signoutLms finds when the IdP has ended the session and the post-logout landing sent the
 * browser back to it. */
export interface SignedOutState {
  signedOut: true;
}

/**
 * /signout, the post-logout landing: completes the IdP's response, forgets the session here and in every
 * other tab, and goes to the learning platform's logout; or, when the sign-out asked to come back (the
 * /signoutLms page, to show its success message), back there first.
 */
export function SignOut() {
  const { completeSignOut } = useAuth();
  const navigate = useNavigate();
  const provider = useProvider();
  const { t } = useLingui();
  const started = useRef(false);
  // With the IdP's response in the address, or this tab's sign-out waiting to come back (an IdP that answers
  // with no state), the sign-out is still under way (its pending message).
  const answering = useRef(
    new URLSearchParams(window.location.search).has('state') || signOutUnderWay(),
  ).current;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const toLms = () => window.location.replace(provider.links.lmsLogout);
    void completeSignOut().then(({ returnTo }) => {
      if (returnTo)
        navigate(returnTo, { replace: true, state: { signedOut: true } satisfies SignedOutState });
      else toLms();
    }, toLms);
  }, [completeSignOut, navigate, provider.links.lmsLogout]);

  return (
    <BusyMessage>{answering ? t`Signing out…` : t`Signing you out of the learning platform…`}</BusyMessage>
  );
}
