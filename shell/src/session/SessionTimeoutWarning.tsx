import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from '@portal/router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, OPENED_ONLY, Portal } from '@portal/ui';
import { useAuth } from './useAuth';

/**
 * The session-timeout warning: an alert dialog, shown `sessionWarningSeconds` before the session of a
 * student who has not used the page for a while ends, counting the seconds down. "Stay signed in" (the
 * default button, focused; Escape does the same) renews the session; "Sign out" signs out (/signoutLms).
 * Left unanswered, the session ends and the frame says so (SessionNotice).
 */
export function SessionTimeoutWarning() {
  const { warning, staySignedIn, dismissWarning } = useAuth();
  const navigate = useNavigate();
  const { t } = useLingui();
  const stay = useRef<HTMLButtonElement>(null);
  const [, tick] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (!warning) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [warning]);

  const seconds = warning ? Math.max(0, Math.ceil((warning.endsAt - Date.now()) / 1000)) : 0;
  return (
    <Dialog.Root
      role="alertdialog"
      open={warning !== null}
      onOpenChange={(e) => {
        if (!e.open) void staySignedIn();
      }}
      closeOnInteractOutside={false}
      {...OPENED_ONLY}
      initialFocusEl={() => stay.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4}>
            <Dialog.Header>
              <Dialog.Title>{t`Your session is about to end`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                <Trans>
                  For your security, you will be signed out in{' '}
                  <Plural value={seconds} one="# second" other="# seconds" />.
                </Trans>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                onClick={() => {
                  dismissWarning();
                  navigate('/signoutLms');
                }}
              >
                {t`Sign out`}
              </Button>
              <Button ref={stay} colorPalette="brand" onClick={() => void staySignedIn()}>
                {t`Stay signed in`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
