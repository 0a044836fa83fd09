import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLmsCourses, useStudentId } from '@portal/api';
import { loadCatalog } from '@portal/i18n';
import { ROUTES } from '@portal/remote-contract';
import { RouteLink } from '@portal/router';
import { BusyMessage, ErrorBar, Heading, Link, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { isHttpUrl } from './lms/redirect';

loadCatalog(messages);

/**
 * /lms, the first login: loads the enrolments and sends the browser to the learning platform's
 * course (course = the first enrolment's course code, upId = the student id). Busy while loading; the
 * first-login error when the load fails or there is no course code.
 */
export default function FirstLoginPage() {
  const { t } = useLingui();
  const studentId = useStudentId();
  const { firstCourse, loaded, error } = useLmsCourses(studentId);
  const target = firstCourse && isHttpUrl(firstCourse.href) ? firstCourse.href : undefined;

  useEffect(() => {
    if (target) window.location.assign(target);
  }, [target]);

  const failed = Boolean(error) || (loaded && !target);
  return (
    <Stack gap="5" w="full" maxW="3xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Your course</Trans>
      </Heading>
      {failed ? (
        <>
          <ErrorBar
            title={t`We could not take you to your course`}
            message={error ? error.message : t`No course code was found for your enrolment.`}
          />
          <Text>
            <Trans>
              Please try again later, or{' '}
              <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
                <RouteLink to={ROUTES.support}>ask student support</RouteLink>
              </Link>
              .
            </Trans>
          </Text>
        </>
      ) : (
        <BusyMessage>{t`Taking you to your course...`}</BusyMessage>
      )}
    </Stack>
  );
}
