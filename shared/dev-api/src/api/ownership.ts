/** Who may read what beyond their own student record: an application is read and changed (all its
 * /secure/ calls) only by its own account: the account that created it, when it was created with a
 * token; else the student it names (`studentUPId`, the seeded ones); else the account with its contact
 * email (an applicant who started it before signing in). Anybody else gets the same 404 as for an
 * application that does not exist, so an id tells nothing. */
import type { DemoAccount } from '../accounts';
import type { StoredRecord } from '../types';
import { signedIn, type ApiContext } from './context';
import { HttpError } from './http';
import { findRecord } from './records';

const sameEmail = (a: unknown, b: string): boolean =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `account` may read and change `application` (see the top of this file). */
export function ownsApplication(account: DemoAccount, application: StoredRecord): boolean {
  if (typeof application.owner === 'string') return sameEmail(application.owner, account.email);
  if (typeof application.studentUPId === 'string' && application.studentUPId)
    return application.studentUPId === account.studentUPId;
  const contact = application.contactDetails as { email?: unknown } | undefined;
  return sameEmail(contact?.email, account.email);
}

/** The signed-in account's own application `id`; 404 `No matching application` for any other. */
export function ownApplication(ctx: ApiContext, id: string): StoredRecord {
  const account = signedIn(ctx);
  const application = findRecord(ctx.store, 'applications', id, 'application', 'applicationId');
  if (!ownsApplication(account, application)) throw new HttpError(404, 'No matching application');
  return application;
}

/** The signed-in account's own application of the opportunity `opportunityId` (an application kept from before
 * applications had an opportunity goes by its id); 404 `No matching application` for any other. */
export function ownApplicationOfOpportunity(ctx: ApiContext, opportunityId: string): StoredRecord {
  const account = signedIn(ctx);
  const application = ctx.store.data.records.applications.find(
    (a) => (typeof a.opportunityId === 'string' ? a.opportunityId : a.id) === opportunityId,
  );
  if (!application || !ownsApplication(account, application))
    throw new HttpError(404, 'No matching application');
  return application;
}
