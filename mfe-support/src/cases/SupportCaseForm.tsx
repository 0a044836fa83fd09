import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEnrolments, useSession, type Session } from '@portal/api';
import { CASE_SUCCESS_MS, useConfig, useProvider } from '@portal/config';
import { SelectField, TextareaField, useFormDraft, useSendForm } from '@portal/forms';
import { Link as RouterLink, useLocation } from '@portal/router';
import { Link, Text } from '@portal/ui';
import { CaseForm } from './CaseForm';
import {
  SUPPORT_SUBTYPES,
  courseChoice,
  descriptionMaxOf,
  supportCasePayload,
  type SupportCaseValues,
} from './caseLogic';
import { sendSupportCase } from './sendCase';
import { useSendOnceLoaded } from './useSendOnceLoaded';

/** The Ask for Support form for a signed-in student. */
export function SupportCaseForm({ session, labelledBy }: { session: Session; labelledBy: string }) {
  const { t, i18n } = useLingui();
  const provider = useProvider();
  const { caseDescriptionMax } = useConfig();
  const enrolments = useEnrolments(session.studentId);
  const { required: courseRequired, preselected } = courseChoice(enrolments.data);
  const draft = useFormDraft<SupportCaseValues>('supportCase', session.studentId);
  // A Send pressed before the courses have come is made again once they have.
  const sendOnceLoaded = useSendOnceLoaded<SupportCaseValues>(enrolments.isLoading, 'course');
  const decorators = useMemo(() => [sendOnceLoaded], [sendOnceLoaded]);
  const sender = useSendForm<SupportCaseValues>(
    async (values) => {
      await sendSupportCase(
        provider,
        supportCasePayload(values, {
          provider,
          student: session.student,
          studentUpId: session.studentId,
          now: new Date(),
        }),
      );
      draft.forget();
    },
    { succeededMs: CASE_SUCCESS_MS },
  );
  const subTypes = SUPPORT_SUBTYPES.map((descriptor) => {
    const label = i18n._(descriptor);
    return { value: label, label };
  });
  const courses = (enrolments.data ?? []).map((e) => ({ value: e.enrolmentCourseId, label: e.courseName }));

  return (
    <CaseForm<SupportCaseValues>
      sender={sender}
      draft={draft}
      decorators={decorators}
      labelledBy={labelledBy}
      texts={{
        sending: t`Sending your request...`,
        failed: t`Sorry, your request was not sent. Everything you typed is still here: please try again.`,
        succeeded: t`Thank you, your request has been sent. We will reply within 48 business hours.`,
      }}
    >
      <SelectField
        name="subType"
        label={t`What do you need help with?`}
        required
        options={subTypes}
        placeholder={t`Choose a topic`}
      />
      {enrolments.error ? (
        <Text role="alert" color="fg.error" textStyle="sm">
          <Trans>
            We could not load your courses ({enrolments.error.message}). You can still send your request.
          </Trans>
        </Text>
      ) : courses.length > 0 || enrolments.isLoading ? (
        <SelectField
          // A field's rules are read when it registers: a new field once the enrolments say what applies.
          key={enrolments.isLoading ? 'loading' : 'loaded'}
          name="course"
          // The course a student with one enrolment has: set on this field alone, so the topic and
          // the description typed while the courses loaded stay as they are.
          initialValue={preselected}
          label={t`Course`}
          // Until the enrolments answer, whether a course must be chosen is not known: the form does not
          // send without one (the choice is required of a student with several); a Send pressed meanwhile is
          // made again once they have come.
          required={
            enrolments.isLoading
              ? t`Your courses are still loading. Your request is sent once they show.`
              : courseRequired
          }
          disabled={preselected !== undefined}
          loading={enrolments.isLoading}
          options={courses}
          placeholder={t`Choose a course`}
          helperText={preselected !== undefined ? t`Your course` : undefined}
        />
      ) : null}
      <TextareaField
        name="description"
        label={t`Describe your question or problem`}
        required
        maxLength={descriptionMaxOf(caseDescriptionMax)}
      />
    </CaseForm>
  );
}

/** The form for a signed-in student, or for an anonymous visitor a prompt to sign in (the portal's
 * welcome page signs in and comes back here). */
export function SupportCaseSection({ labelledBy }: { labelledBy: string }) {
  const session = useSession();
  const location = useLocation();
  if (session) return <SupportCaseForm session={session} labelledBy={labelledBy} />;
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Text>
      <Trans>
        To send us a request, please{' '}
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
          <RouterLink to={`/?returnTo=${returnTo}`}>sign in</RouterLink>
        </Link>{' '}
        first. You can also call or email us at any time (below).
      </Trans>
    </Text>
  );
}
