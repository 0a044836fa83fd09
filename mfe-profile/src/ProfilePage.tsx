import { useCallback, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEnrolments, useMetadata, useSession, useSessionStudent, useSignIn } from '@portal/api';
import { useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { useLocation } from '@portal/router';
import { Box, BusyMessage, Button, Heading, Stack, Text, Toast, type ToastMessage } from '@portal/ui';
import { CoursesSection } from './courses/CoursesSection';
import { GeneralSection } from './general/GeneralSection';
import { IdentityHeader } from './identity/IdentityHeader';
import { messages } from './locales/en/messages';
import type { Notify } from './notify';
import { SecuritySection } from './security/SecuritySection';
import { PasswordElsewhere } from './security/PasswordElsewhere';
import { useAfterCommit } from './useAfterCommit';

loadCatalog(messages);

/** An anonymous visitor's view: a sign-in that comes back here. */
function SignInPrompt({ signIn }: { signIn: (returnTo: string) => void }) {
  const location = useLocation();
  return (
    <Box
      as="section"
      aria-labelledby="profile-sign-in"
      bg="bg.panel"
      rounded="xl"
      shadow="sm"
      p={{ base: 5, md: 8 }}
      maxW="2xl"
      mx="auto"
    >
      <Stack gap="4" align="flex-start">
        <Heading as="h1" id="profile-sign-in" size={{ base: '2xl', md: '3xl' }}>
          <Trans>Your profile</Trans>
        </Heading>
        <Text>
          <Trans>Sign in to see your courses and keep your details, photo and password up to date.</Trans>
        </Text>
        <Button colorPalette="brand" onClick={() => signIn(`${location.pathname}${location.search}`)}>
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * /profile (open to everybody; the default page after sign-in): the identity header
 * with the avatar editor, the courses section (first where the provider says so, never for soe), the general
 * section, and the security section: the password change for the user pool, a link to where the password is
 * changed for the directory (aad). Anonymous visitors get a sign-in that brings them back.
 */
export default function ProfilePage() {
  const { t } = useLingui();
  const session = useSession();
  const student = useSessionStudent();
  const signIn = useSignIn();
  const provider = useProvider();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const nextToast = useRef(0);
  const notify = useCallback<Notify>((message) => {
    nextToast.current += 1;
    setToast({ ...message, id: nextToast.current });
  }, []);
  // A section is shown once every section above it has its content, so none is pushed down when the content of
  // one above arrives: the general section under courses shown first waits for the courses; the sections under
  // the general section wait for its form, and the security section under courses shown after the general one
  // waits for them too. The general form (hundreds of components) renders in a commit after the one that shows its
  // details have come and the sections above it, so what a student sees first (the courses, the section's note)
  // paints before it. (The sections' own requests, each answered once.)
  const { showCourses, coursesFirst } = provider.features;
  const courseList = useEnrolments(showCourses ? session?.studentId : undefined);
  const details = useMetadata();
  const formShown = useAfterCommit(!details.isLoading && !(coursesFirst && courseList.isLoading));

  if (!session || !student) {
    // The shell shows the no-matching-profile error itself.
    if (signIn?.status === 'error') return null;
    if (!signIn || signIn.status === 'pending' || signIn.status === 'signedIn')
      return <BusyMessage>{t`Signing In...`}</BusyMessage>;
    return <SignInPrompt signIn={(returnTo) => void signIn.signIn(returnTo)} />;
  }

  const courses = showCourses ? <CoursesSection studentId={session.studentId} /> : null;
  return (
    <Stack gap={{ base: 5, md: 6 }} w="full" maxW="4xl" mx="auto">
      <IdentityHeader student={student} notify={notify} />
      {coursesFirst ? courses : null}
      {coursesFirst && courseList.isLoading ? null : (
        <GeneralSection student={student} notify={notify} formShown={formShown} />
      )}
      {!formShown || courseList.isLoading ? null : (
        <>
          {coursesFirst ? null : courses}
          {provider.group === 'aad' ? (
            <PasswordElsewhere claims={session.claims} />
          ) : (
            <SecuritySection signIn={signIn} notify={notify} />
          )}
        </>
      )}
      <Toast toast={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
