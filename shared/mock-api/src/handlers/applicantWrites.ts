/** What an applicant may write. The answers of the steps, yes; never what the provider keeps (SERVER_FIELDS: the
 * status, the order, the opportunity, the payment, the owner), another student, or another provider: such a write
 * is refused (403) with what it may not set. A create may name a student (`studentUPId`) only as that student: an
 * anonymous create naming one is refused, since anybody can send any id. Once submitted (ordered) an application
 * is read-only. */
import type { DemoAccount } from '../accounts';
import type { StoredRecord } from '../types';
import { ApiError } from './define';

/** The fields of an application that are the provider's, never the applicant's: its ids and times, its status
 * and order, its opportunity (what its documents are uploaded for), its owner and the record of what was paid
 * (./applicationPayment). */
export const SERVER_FIELDS = [
  'id',
  'applicationId',
  'status',
  'orderId',
  'opportunityId',
  'owner',
  'payment',
  'createdAt',
  'updatedAt',
] as const;

/** A value the same as another, deeply (JSON values). */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b))
    return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
};

/** 403 for a write that sets a field the provider keeps, or the student or provider of an application to
 * another: `record` is the application written to (none: one being made), `account` the caller's. A field
 * written back as the application has it changes nothing and is let through (a client may send back what it
 * read). */
export function refuseApplicantForbidden(
  payload: Record<string, unknown>,
  record: StoredRecord | undefined,
  account: DemoAccount | undefined,
): void {
  const set = SERVER_FIELDS.filter(
    (field) => payload[field] !== undefined && !(record && sameValue(payload[field], record[field])),
  );
  if (set.length)
    throw new ApiError(
      403,
      `An applicant may not set ${set.join(', ')}: ${set.length > 1 ? 'they are' : 'it is'} the provider's`,
    );
  const student = payload.studentUPId;
  const own = record?.studentUPId ?? account?.studentUPId;
  if (student !== undefined && student !== '' && student !== own)
    throw new ApiError(
      403,
      account
        ? 'An application names only the signed-in student as its studentUPId'
        : "An application names a student (studentUPId) only with that student's token or ID token",
    );
  if (record && payload.provider !== undefined && record.provider && payload.provider !== record.provider)
    throw new ApiError(403, "An application's provider does not change once it is made");
}

/** Whether an application is submitted (ordered, or further on: enrolled): read-only from then on. */
export const isSubmitted = (application: StoredRecord): boolean =>
  typeof application.orderId === 'string' ||
  (typeof application.status === 'string' && application.status !== 'Draft');

/** 403 for a change of a submitted application. */
export function refuseSubmitted(application: StoredRecord): void {
  if (isSubmitted(application))
    throw new ApiError(
      403,
      `This application is ${String(application.status ?? 'submitted')}: it can no longer be changed`,
    );
}
