/** Student applications (create, read, update by step, bulk), their orders, and the documents uploaded for an
 * application's opportunity (multipart v1/files, no sign-in, with the upload limits). An application is read
 * and changed (all its /secure/ calls) only by its own account: the account that created it, when it was
 * created with a token (`owner`); else the student it names (`studentUPId`, the seeded ones); else the account
 * with its contact email (an applicant who started before signing in). Anybody else gets the same 404 as for
 * an application that does not exist, so an id tells nothing. */
import { checkPayload, VALIDATION_ERROR_MESSAGE } from '@portal/api';
import type { ApplicationPayload } from '@portal/api-contract';
import type { DemoAccount } from '../accounts';
import { pricingOf } from '../seed/products';
import type { StoredRecord } from '../types';
import { paymentOf } from './applicationPayment';
import { productOfApplication } from './catalogue';
import { ApiError, json, ownStudent, readJson, type Ctx, type Resolvers, type Services } from './define';
import { changesCourse, refuseSecondApplication } from './oneApplicationPerIntake';
import { addRecord, findRecord, updateRecord, validated } from './records';
import { formatSize } from './student';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

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
  if (details.length) throw new ApiError(400, VALIDATION_ERROR_MESSAGE, {}, { details });
  return list as ApplicationPayload[];
}

/** A new opportunity number: what the documents of an application are uploaded for (v1/files). */
const newOpportunityId = (): string => `OPP-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

/** The fields of an application the client may write: its owner, its `payment` (the server's record of what
 * was paid, ./payments) and its opportunity are the server's. */
function clientFields<T extends object>(fields: T) {
  type ServerFields = { owner?: unknown; payment?: unknown; opportunityId?: unknown };
  const { owner: _owner, payment: _payment, opportunityId: _opp, ...rest } = fields as T & ServerFields;
  return rest;
}

/** A new application; created with a token, it belongs to that account (`owner`, its email). The server gives
 * it its opportunity (a number the client does not choose: the documents' uploads name it). */
async function newApplication(ctx: Ctx, payload: ApplicationPayload) {
  const fields = clientFields(payload);
  const account = await ctx.account();
  return {
    status: 'Draft',
    ...fields,
    opportunityId: newOpportunityId(),
    ...(account ? { owner: account.email } : {}),
  };
}

const sizeOf = (files: { size: number }[]) => files.reduce((sum, f) => sum + f.size, 0);

/** 413 when `adding` more bytes would take the uploads of `opportunityId`, or of everybody, over the limits. */
function checkRoom({ store, limits }: Services, adding: number, opportunityId: string | undefined): void {
  let total = adding;
  let ofOpportunity = adding;
  for (const upload of store.list('uploads')) {
    const size = typeof upload.size === 'number' ? upload.size : 0;
    total += size;
    if (upload.opportunityId === opportunityId) ofOpportunity += size;
  }
  if (opportunityId !== undefined && ofOpportunity > limits.uploadOpportunityBytes)
    throw new ApiError(
      413,
      `The files of opportunity ${opportunityId} would be larger than ${formatSize(limits.uploadOpportunityBytes)} together`,
    );
  if (total > limits.uploadTotalBytes)
    throw new ApiError(
      413,
      `The development backend keeps at most ${formatSize(limits.uploadTotalBytes)} of uploads: it has no room for these files`,
    );
}

/** The upload's fields and files, read with request.formData() (the local backend streams them instead). */
async function formFiles(
  { store, limits }: Services,
  request: Request,
  room: (bytes: number, opportunityId: string | undefined) => void,
) {
  const form = await request.formData().catch(() => {
    throw new ApiError(400, 'Expected a multipart/form-data body');
  });
  const fields = new Map<string, string>();
  const files = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') fields.set(name, value);
    else {
      if (value.size > limits.uploadFileBytes)
        throw new ApiError(
          413,
          `The file ${value.name} is larger than ${formatSize(limits.uploadFileBytes)}`,
        );
      files.push(value);
    }
  }
  room(sizeOf(files), undefined);
  const received = files.map(async (file) => {
    const blob = `upload-${crypto.randomUUID()}`;
    await store.writeBlob(blob, new Uint8Array(await file.arrayBuffer()));
    return { name: file.name, contentType: file.type || 'application/octet-stream', size: file.size, blob };
  });
  return { fields, files: await Promise.all(received) };
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
    const record = await ownApplication(ctx, ctx.params.applicationId);
    const { applicationId: _id, ...changes } = clientFields(mergeSections(record, update));
    if (changesCourse(record, update))
      refuseSecondApplication({ ...record, ...changes }, ctx.store.list('applications'));
    // An application kept from before applications had an opportunity gets one at its next save.
    const opportunity = typeof record.opportunityId === 'string' ? {} : { opportunityId: newOpportunityId() };
    return json(updateRecord(ctx.store, 'applications', record, { ...changes, ...opportunity }));
  },
  orderStudentApplication: async (ctx) => {
    const { application, product } = await productOfApplication(ctx, ctx.params.applicationId);
    const { currency, fees: lines, totalAmount } = pricingOf(product);
    const fields = { applicationId: application.id, status: 'Created', currency, lines, totalAmount };
    const order = addRecord(ctx.store, 'orders', fields, 'orderId');
    updateRecord(ctx.store, 'applications', application, { orderId: order.id, status: 'Submitted' });
    return json(order, 201);
  },
  uploadFiles: async ({ request, services }) => {
    // Every file part counts, whatever its field name (the client repeats one name per file); a file, an
    // opportunity's files or all uploads together over their limits are refused (413) as the bytes say so.
    const room = (bytes: number, opportunityId: string | undefined) =>
      checkRoom(services, bytes, opportunityId);
    const { fields, files } = await (services.receiveFiles?.(request, room) ??
      formFiles(services, request, room));
    try {
      const opportunityId = fields.get('opportunityid') ?? fields.get('opportunityId');
      if (!opportunityId) throw new ApiError(400, 'opportunityid is required');
      if (!files.length) throw new ApiError(400, 'No file in the upload');
      checkRoom(services, sizeOf(files), opportunityId);
      const stored = files.map(({ name, size, contentType, blob }) => {
        const fields = { opportunityId, name, size, contentType, blob };
        const { blob: _blob, ...listed } = addRecord(services.store, 'uploads', fields);
        return listed;
      });
      return json(stored, 201);
    } catch (error) {
      // Nothing of a refused upload is kept.
      await Promise.all(files.map((f) => services.store.deleteBlob(f.blob)));
      throw error;
    }
  },
};
