/** Whose an application is. It is read and changed (all its /secure/ calls) only by its own account: the account
 * that created it (`owner`: signed in, shown by its bearer token or by the ID token the portal sends with every
 * call, the create being a public call); else the student it names (`studentUPId`, the seeded ones); else the
 * account with its contact email (an applicant who started before signing in). Anybody else gets the same 404 as
 * for an application that does not exist, so an id tells nothing. */
import type { DemoAccount } from '../accounts';
import type { StoredRecord } from '../types';
import { ApiError, type Ctx } from './define';
import { findRecord } from './records';

const sameEmail = (a: unknown, b: string): boolean =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `account` may read and change `application` (see the top of this file). */
export function ownsApplication(account: DemoAccount, application: StoredRecord): boolean {
  if (typeof application.owner === 'string') return sameEmail(application.owner, account.email);
  if (typeof application.studentUPId === 'string' && application.studentUPId)
    return application.studentUPId === account.studentUPId;
  return sameEmail((application.contactDetails as { email?: unknown } | undefined)?.email, account.email);
}

/** The signed-in account's own application `id`; 404 `No matching application` for any other. */
export async function ownApplication(ctx: Ctx, id: string): Promise<StoredRecord> {
  const account = await ctx.signedIn();
  const application = findRecord(ctx.store, 'applications', id, 'application', 'applicationId');
  if (!ownsApplication(account, application)) throw new ApiError(404, 'No matching application');
  return application;
}

/** The signed-in account's own application of the opportunity `opportunityId` (an application kept from before
 * applications had an opportunity goes by its id); 404 `No matching application` for any other. */
export async function ownApplicationOfOpportunity(ctx: Ctx, opportunityId: string): Promise<StoredRecord> {
  const account = await ctx.signedIn();
  const application = ctx.store
    .list('applications')
    .find((a) => (typeof a.opportunityId === 'string' ? a.opportunityId : a.id) === opportunityId);
  if (!application || !ownsApplication(account, application))
    throw new ApiError(404, 'No matching application');
  return application;
}
