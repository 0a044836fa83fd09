// The student's applications as the server lists them (GET v2/secure/studentApplication?studentupid=, see
// docs/decisions/0013): which one the wizard and the home page's card open, and which one holds a course and
// intake. The server is where an application lives; this device only remembers which one was worked on here.
import type { ApplicationPayload } from '@portal/api';

/** An application that has been submitted (ordered): shown read-only. */
export const isSubmitted = (application: ApplicationPayload | undefined): boolean =>
  !!application &&
  (application.status === 'Submitted' || typeof (application as { orderId?: unknown }).orderId === 'string');

/** The statuses of an application the student is still filling in (the server starts each as Draft). */
const IN_PROGRESS = new Set(['Draft', 'In Progress']);

/** An application the student is still filling in: not submitted, and not taken further by the provider. */
export const isInProgress = (application: ApplicationPayload): boolean =>
  !isSubmitted(application) && (!application.status || IN_PROGRESS.has(application.status));

const idOf = (application: ApplicationPayload): string | undefined =>
  typeof application.applicationId === 'string' ? application.applicationId : undefined;

/** When the application last changed (the server's `updatedAt`, else its `createdAt`), in ms; 0 when unknown. */
const changedAt = (application: ApplicationPayload): number => {
  const { updatedAt, createdAt } = application as { updatedAt?: unknown; createdAt?: unknown };
  const when = Date.parse(String(updatedAt ?? createdAt ?? ''));
  return Number.isNaN(when) ? 0 : when;
};

/**
 * The application to open, from the server's list and the one this device last worked on (`current`, if any):
 * - `current` while the list shows it in progress, or does not show it (created after the list was read: its
 *   own read says whether it is still there);
 * - else the student's application in progress changed last (started on another device, or before the
 *   device's storage was emptied at sign-out);
 * - else `current` (a submitted one, shown read-only), or none: the student starts a new application.
 */
export function applicationToOpen(
  applications: readonly ApplicationPayload[],
  current: string | undefined,
): string | undefined {
  const listed = current === undefined ? undefined : applications.find((a) => idOf(a) === current);
  if (current !== undefined && (!listed || isInProgress(listed))) return current;
  const inProgress = applications
    .filter((a) => isInProgress(a) && idOf(a) !== undefined)
    .sort((a, b) => changedAt(b) - changedAt(a));
  return (inProgress[0] && idOf(inProgress[0])) ?? current;
}

type Study = NonNullable<ApplicationPayload['studyDetails']>;

const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && a !== '' && a.toLowerCase() === b.toLowerCase();

/** Both are for the same intake of the same course (by either of the course's ids). */
export const sameCourseAndIntake = (a: Study | undefined, b: Study | undefined): boolean =>
  !!a &&
  !!b &&
  same(a.intakeCRMId, b.intakeCRMId) &&
  (same(a.productId, b.productId) || same(a.productCRMId, b.productCRMId));

/** The student's application, other than `except`, for the course and intake of `study` (the one that holds
 * them, which the server refuses a second of); an application in progress before a submitted one. */
export function applicationForCourse(
  applications: readonly ApplicationPayload[],
  study: Study | undefined,
  except?: string,
): ApplicationPayload | undefined {
  const matching = applications.filter(
    (a) => idOf(a) !== undefined && idOf(a) !== except && sameCourseAndIntake(a.studyDetails, study),
  );
  return matching.find(isInProgress) ?? matching.find(isSubmitted);
}

/** The number of an application. */
export const applicationNumberOf = idOf;
