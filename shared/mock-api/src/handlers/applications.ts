/** Student applications (create, read, update by step, bulk) and their orders. Whose an application is:
 * ./applicationOwner.ts; what an applicant may write: ./applicantWrites.ts; the documents uploaded for an
 * application's opportunity: ./documentUploads.ts. An application is ordered once, when its fees are settled (paid,
 * an instalment plan set up, or a bank transfer chosen). */
import { checkPayload, problemsOf, VALIDATION_ERROR_MESSAGE } from '@portal/api';
import type { ApplicationPayload } from '@portal/api-contract';
import { pricingOf } from '../seed/products';
import type { StoredRecord } from '../types';
import { refuseApplicantForbidden, refuseSubmitted, SERVER_FIELDS } from './applicantWrites';
import { ownApplication, ownsApplication } from './applicationOwner';
import { paymentOf } from './applicationPayment';
import { productOfApplication } from './catalogue';
import { ApiError, json, ownStudent, readJson, type Ctx, type Resolvers } from './define';
import { changesCourse, refuseSecondApplication } from './oneApplicationPerIntake';
import { addRecord, updateRecord, validated } from './records';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A step saves its own section: sections are merged field by field, other fields replaced. */
function mergeSections(record: StoredRecord, update: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(update).map(([key, value]) => {
      const old = record[key];
      return [key, isPlainObject(old) && isPlainObject(value) ? { ...old, ...value } : value];
    }),
  );
}

/** The applications of a bulk body (an array, or `{ applications: [...] }`), each checked; one bad item
 * refuses the lot, its errors' paths prefixed with its index. */
async function bulkApplications(body: unknown): Promise<ApplicationPayload[]> {
  const list = Array.isArray(body) ? body : isPlainObject(body) ? body.applications : undefined;
  if (!Array.isArray(list) || !list.length) throw new ApiError(400, 'Expected a list of applications');
  const checks = await Promise.all(list.map((item) => checkPayload('application', item)));
  const details = checks.flatMap((check, index) =>
    check.errors.map((e) => ({ ...e, instancePath: `/${index}${e.instancePath}` })),
  );
  if (details.length)
    throw new ApiError(400, VALIDATION_ERROR_MESSAGE, {}, { details, problems: problemsOf(details) });
  return list as ApplicationPayload[];
}

/** A new opportunity number: what the documents of an application are uploaded for (v1/files). */
const newOpportunityId = (): string => `OPP-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

/** Whether an application's fees are settled, as the fees step settles them: paid (card, Zip), an instalment
 * plan set up, or a bank transfer chosen (paid in full, by the provider's account and reference); or nothing to
 * pay. */
function feesSettled(application: StoredRecord, total: number): boolean {
  const status = paymentOf(application)?.status;
  if (status === 'paid' || status === 'set up' || total <= 0) return true;
  const details = application.paymentDetails as
    { paymentProvider?: unknown; paymentInstallmentMethod?: unknown } | undefined;
  return details?.paymentProvider === 'Bank Account' && !details.paymentInstallmentMethod;
}

/** A new application. Made by a signed-in account (its bearer token, or the ID token the portal sends), it
 * belongs to that account (`owner`, its email); a student it names must be that account's (403 otherwise, and
 * for an anonymous create naming one). The server gives it its status and its opportunity (a number the client
 * does not choose: the documents' uploads name it). */
async function newApplication(ctx: Ctx, payload: ApplicationPayload) {
  const account = await ctx.caller();
  refuseApplicantForbidden(payload, undefined, account);
  return {
    ...payload,
    status: 'Draft',
    opportunityId: newOpportunityId(),
    ...(account ? { owner: account.email } : {}),
  };
}

/** An application as its read answers it: its payment in today's field names, whenever it was stored. */
const answerOf = (application: StoredRecord): StoredRecord =>
  application.payment ? { ...application, payment: paymentOf(application) } : application;

/** When each was last changed, newest first. */
const newestFirst = (a: StoredRecord, b: StoredRecord): number =>
  String(b.updatedAt).localeCompare(String(a.updatedAt));

export const APPLICATIONS: Resolvers = {
  createStudentApplication: async (ctx) => {
    const payload = await validated<ApplicationPayload>('application', await readJson(ctx.request));
    const application = await newApplication(ctx, payload);
    refuseSecondApplication(application, ctx.store.list('applications'));
    return json(addRecord(ctx.store, 'applications', application, 'applicationId'), 201);
  },
  bulkStudentApplication: async (ctx) => {
    const payloads = await bulkApplications(await readJson(ctx.request));
    const applications = await Promise.all(payloads.map((p) => newApplication(ctx, p)));
    const stored = ctx.store.list('applications');
    applications.forEach((application, index) => {
      try {
        refuseSecondApplication(application, [...stored, ...applications.slice(0, index)]);
      } catch (error) {
        throw error instanceof ApiError ? new ApiError(error.status, `/${index}: ${error.message}`) : error;
      }
    });
    return json(
      applications.map((a) => addRecord(ctx.store, 'applications', a, 'applicationId')),
      201,
    );
  },
  studentApplication: async (ctx) => {
    const application = await ownApplication(ctx, ctx.params.applicationId);
    // Its payment in today's field names, whenever it was stored.
    return json(application.payment ? { ...application, payment: paymentOf(application) } : application);
  },
  studentApplications: async (ctx) => {
    // The student's own (403 for another studentupid), as their reads answer each, newest change first.
    await ownStudent(ctx, ctx.params.studentId);
    const account = await ctx.signedIn();
    const own = ctx.store.list('applications').filter((a) => ownsApplication(account, a));
    return json(own.sort(newestFirst).map(answerOf));
  },
  updateStudentApplication: async (ctx) => {
    const update = await validated<ApplicationPayload>('application', await readJson(ctx.request));
    const account = await ctx.signedIn();
    const owned = await ownApplication(ctx, ctx.params.applicationId);
    // From here on nothing waits: the application as it is now (an order may have come in meanwhile).
    const record = ctx.store.get('applications', owned.id) ?? owned;
    refuseSubmitted(record);
    refuseApplicantForbidden(update, record, account);
    const changes = mergeSections(record, update);
    for (const field of SERVER_FIELDS) delete changes[field];
    if (changesCourse(record, update))
      refuseSecondApplication({ ...record, ...changes }, ctx.store.list('applications'));
    // An application kept from before applications had an opportunity gets one at its next save.
    const opportunity = typeof record.opportunityId === 'string' ? {} : { opportunityId: newOpportunityId() };
    return json(updateRecord(ctx.store, 'applications', record, { ...changes, ...opportunity }));
  },
  orderStudentApplication: async (ctx) => {
    const found = await productOfApplication(ctx, ctx.params.applicationId);
    // From here on nothing waits: the application as it is now, checked and ordered in one go (two orders sent
    // at once make one order).
    const application = ctx.store.get('applications', found.application.id) ?? found.application;
    const ordered = typeof application.orderId === 'string' && ctx.store.get('orders', application.orderId);
    // Ordered already: the same order again, never a second one.
    if (ordered) return json(ordered);
    refuseSubmitted(application);
    const { currency, fees: lines, totalAmount } = pricingOf(found.product);
    if (!feesSettled(application, totalAmount))
      throw new ApiError(
        403,
        'The fees of this application are not settled: pay them, set up an instalment plan or choose a bank transfer first',
      );
    const fields = { applicationId: application.id, status: 'Created', currency, lines, totalAmount };
    const order = addRecord(ctx.store, 'orders', fields, 'orderId');
    updateRecord(ctx.store, 'applications', application, { orderId: order.id, status: 'Submitted' });
    return json(order, 201);
  },
};
