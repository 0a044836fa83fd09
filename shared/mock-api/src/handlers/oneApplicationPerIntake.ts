/** A student has one application per course and intake. A create (POST v2/studentApplication, each item of
 * v1/bulkStudentApplication) or a change of course (PATCH v2/secure/studentApplication/{id}) that would give the
 * student a second open application for the same course and intake is refused with 409 and a message that says
 * so; nothing is stored. The caller finds the application there is with GET v2/secure/studentApplication?studentupid=
 * and carries on with it. The response names no application: a caller without the student's token learns nothing of it.
 *
 * - The same student: the same `studentUPId`, or created with a token by the same account (`owner`).
 * - The same course and intake: the same `intakeCRMId`, and the same `productId` or `productCRMId`. An application
 *   without both a course and an intake holds no place.
 * - Open: every application the provider has not yet made an enrolment of (status Enrolled). */
import type { StoredRecord } from '../types';
import { ApiError } from './define';

type Fields = Record<string, unknown>;

/** What the response says. */
export const SECOND_APPLICATION_MESSAGE =
  'The student already has an application for this course and intake: carry on with that one ' +
  '(GET v2/secure/studentApplication?studentupid= lists them)';

/** Statuses whose application no longer holds its course and intake. */
const DECIDED = new Set(['Enrolled']);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const studyOf = (application: Fields): Fields =>
  application.studyDetails && typeof application.studyDetails === 'object'
    ? (application.studyDetails as Fields)
    : {};

/** The same text in both, ignoring case and the spaces around it. */
const same = (a: unknown, b: unknown): boolean =>
  isText(a) && isText(b) && a.trim().toLowerCase() === b.trim().toLowerCase();

const sameStudent = (a: Fields, b: Fields): boolean =>
  same(a.studentUPId, b.studentUPId) || same(a.owner, b.owner);

/** Names a course (a product id) and an intake. */
const holdsAPlace = (application: Fields): boolean => {
  const study = studyOf(application);
  return isText(study.intakeCRMId) && (isText(study.productId) || isText(study.productCRMId));
};

export const sameCourseAndIntake = (a: Fields, b: Fields): boolean => {
  const [x, y] = [studyOf(a), studyOf(b)];
  return (
    holdsAPlace(a) &&
    holdsAPlace(b) &&
    same(x.intakeCRMId, y.intakeCRMId) &&
    (same(x.productId, y.productId) || same(x.productCRMId, y.productCRMId))
  );
};

const isOpen = (application: Fields): boolean =>
  !(typeof application.status === 'string' && DECIDED.has(application.status));

/**
 * Throws 409 when `application` (as it would be stored: its owner, student and study details) would be a second
 * open application of its student for its course and intake among `others` (the stored applications, and the
 * ones of the same bulk before it). `others` may hold the application itself (an update): it is left out by id.
 */
export function refuseSecondApplication(
  application: Fields,
  others: readonly (Fields | StoredRecord)[],
): void {
  if (!holdsAPlace(application)) return;
  const taken = others.some(
    (other) =>
      (application.id === undefined || other.id !== application.id) &&
      isOpen(other) &&
      sameStudent(application, other) &&
      sameCourseAndIntake(application, other),
  );
  if (taken) throw new ApiError(409, SECOND_APPLICATION_MESSAGE);
}

/** Whether an update changes the course or the intake of `record` (only such an update can take a place). */
export const changesCourse = (record: Fields, update: Fields): boolean => {
  const [before, after] = [studyOf(record), studyOf(update)];
  return ['productId', 'productCRMId', 'intakeCRMId'].some(
    (key) => after[key] !== undefined && after[key] !== before[key],
  );
};
