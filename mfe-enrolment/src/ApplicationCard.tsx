import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProducts, useSession, type ApplicationPayload, type Product } from '@portal/api';
import { ROUTES } from '@portal/remote-contract';
import { useProvider } from '@portal/config';
import type { CourseChoice } from '@portal/forms';
import { loadCatalog } from '@portal/i18n';
import { Link, RouteLink, useRoutePath } from '@portal/router';
import { BusyMessage, Link as TextLink, LoadFailure, Stack, Text } from '@portal/ui';
import type { Draft } from './application/draft';
import { nextUnsavedStep, REVIEW_STEP } from './application/progress';
import { isSubmitted, useApplication } from './application/useApplication';
import { useCompleteApplication } from './application/useCompleteApplication';
import { messages } from './locales/en/messages';

loadCatalog(messages);

/** The course the application is for: the one chosen on this device and not saved yet, else the stored one. */
function courseChoice(application: ApplicationPayload | undefined, draft: Draft): CourseChoice | undefined {
  const local = draft.changed.includes('course') || draft.pending.some((p) => p.section === 'course');
  if (local && draft.values.course) return draft.values.course;
  const { productId, productCRMId, intakeCRMId } = application?.studyDetails ?? {};
  return intakeCRMId && (productId || productCRMId) ? { productId, productCRMId, intakeCRMId } : undefined;
}

/** The course's name among the provider's courses; undefined while they load or when it is no longer offered.
 * The course mapping is @portal/forms', loaded only for a student with an application to name (the home page of
 * every other student carries no form code). */
function useCourseName(products: readonly Product[] | undefined, choice: CourseChoice | undefined) {
  const [name, setName] = useState<string>();
  const key = choice ? `${choice.productId ?? ''}|${choice.productCRMId ?? ''}|${choice.intakeCRMId}` : '';
  useEffect(() => {
    if (!products || !key) return undefined;
    const [productId, productCRMId, intakeCRMId] = key.split('|');
    let current = true;
    import('@portal/forms')
      .then(({ courseDisplay, findCourseIntake }) => {
        const query = {
          productId: productId || undefined,
          productCRMId: productCRMId || undefined,
          intakeCRMId: intakeCRMId!,
        };
        if (current) setName(courseDisplay(findCourseIntake(products, query).course).title || undefined);
      })
      .catch(() => current && setName(undefined));
    return () => {
      current = false;
    };
  }, [products, key]);
  return key ? name : undefined;
}

/** The home page's application card: the application in progress as the wizard holds it (the server's record and
 * this device's unsaved answers, through the application store), its course and the next step to do with
 * Continue; a submitted application's status; or a way to apply. */
export default function ApplicationCard() {
  const { t, i18n } = useLingui();
  const provider = useProvider();
  const app = useApplication(useSession()?.studentId, useCompleteApplication());
  const choice = courseChoice(app.stored, app.draft);
  // The courses are read (as the wizard reads them) only to name the course of an application.
  const products = useProducts(choice ? provider.slug : null);
  // The wizard's own path ('/enrol'), whose steps are its sub-routes.
  const enrolPath = useRoutePath(ROUTES.enrol);

  const course = useCourseName(products.data, choice);

  if (app.loading) return <BusyMessage>{t`Opening your application...`}</BusyMessage>;
  if (app.loadError)
    return (
      <LoadFailure
        title={t`Your application could not be opened`}
        message={app.loadError.message}
        onRetry={app.reload}
      />
    );

  const { stored, draft, applicationId } = app;
  if (isSubmitted(stored))
    return (
      <Stack gap="2">
        <Text fontWeight="semibold">
          <Trans>Your application has been submitted.</Trans>
        </Text>
        {course ? <Text>{course}</Text> : null}
        <Text color="fg.muted">
          <Trans>Application number {applicationId}</Trans>
        </Text>
      </Stack>
    );

  const started = !!applicationId || draft.changed.length > 0 || draft.pending.length > 0;
  if (!started)
    return (
      <Stack gap="3" align="flex-start">
        <Text>
          <Trans>No application in progress.</Trans>
        </Text>
        <TextLink asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
          <RouteLink to={ROUTES.enrol}>
            <Trans>Apply for a course</Trans>
          </RouteLink>
        </TextLink>
      </Stack>
    );

  const next = nextUnsavedStep(stored, draft, provider.features.enrolmentSkips);
  const nextTitle = next ? i18n._(next.title) : t`Review and submit`;
  return (
    <Stack gap="3" align="flex-start">
      <Text fontWeight="semibold">
        <Trans>Your application is in progress.</Trans>
      </Text>
      {course ? <Text>{course}</Text> : null}
      <Text>
        <Trans>Next step: {nextTitle}</Trans>
      </Text>
      {enrolPath ? (
        <TextLink asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
          <Link
            to={`${enrolPath.replace(/\/\*$/, '')}/${next?.name ?? REVIEW_STEP}`}
            aria-label={t`Continue your application: ${nextTitle}`}
          >
            <Trans>Continue</Trans>
          </Link>
        </TextLink>
      ) : null}
    </Stack>
  );
}
