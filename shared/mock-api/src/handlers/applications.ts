/** Student applications (create, read, update by step, bulk), their orders, and the documents uploaded for an
 * application's opportunity (multipart v1/files, no sign-in, with the upload limits and the document types).
 *
 * Whose an application is. It is read and changed (all its /secure/ calls) only by its own account: the account
 * that created it (`owner`: signed in, shown by its bearer token or by the ID token the portal sends with every
 * call, the create being a public call); else the student it names (`studentUPId`, the seeded ones); else the
 * account with its contact email (an applicant who started before signing in). A create may name a student
 * (`studentUPId`) only as that student: an anonymous create naming one is refused, since anybody can send any
 * id. Anybody else gets the same 404 as for an application that does not exist, so an id tells nothing.
 *
 * What an applicant may write. The answers of the steps, yes; never what the provider keeps (SERVER_FIELDS: the
 * status, the order, the opportunity, the payment, the owner), another student, or another provider: such a write
 * is refused (403) with what it may not set. Once submitted (ordered) an application is read-only, and it is
 * ordered once, when its fees are settled (paid, an instalment plan set up, or a bank transfer chosen). */
import {
  checkDocument,
  checkPayload,
  DOCUMENT_SAMPLE_BYTES,
  DOCUMENT_TYPE_NAMES,
  DOCUMENT_TYPES,
  isAllowedText,
  problemsOf,
  VALIDATION_ERROR_MESSAGE,
  type DocumentType,
} from '@portal/api';
import type { ApplicationPayload } from '@portal/api-contract';
import type { DemoAccount } from '../accounts';
import { pricingOf } from '../seed/products';
import type { StoredRecord } from '../types';
import { paymentOf } from './applicationPayment';
import { productOfApplication } from './catalogue';
import {
  ApiError,
  json,
  ownStudent,
  readJson,
  type Ctx,
  type ReceivedFile,
  type Resolvers,
  type Services,
} from './define';
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
  if (details.length)
    throw new ApiError(400, VALIDATION_ERROR_MESSAGE, {}, { details, problems: problemsOf(details) });
  return list as ApplicationPayload[];
}

/** A new opportunity number: what the documents of an application are uploaded for (v1/files). */
const newOpportunityId = (): string => `OPP-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

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
function refuseApplicantForbidden(
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
function refuseSubmitted(application: StoredRecord): void {
  if (isSubmitted(application))
    throw new ApiError(
      403,
      `This application is ${String(application.status ?? 'submitted')}: it can no longer be changed`,
    );
}

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

/** A file's name as a message shows it: a control or text-direction character as a replacement character, at
 * most 100 characters. */
const shown = (name: string) =>
  [...name.slice(0, 100)].map((c) => (isAllowedText(c, 'line') ? c : '\ufffd')).join('');

/** The document type of an uploaded file, by its bytes and its name (@portal/api's checkDocument): 400 for an
 * empty file; 415 for a file that is not a document type, or whose name says another type than it is. */
function documentTypeOf(file: ReceivedFile): DocumentType {
  const checked = checkDocument(file);
  if ('type' in checked) return checked.type;
  const name = shown(file.name);
  switch (checked.refusal) {
    case 'empty':
      throw new ApiError(400, `The file ${name} is empty`);
    case 'type':
      throw new ApiError(415, `The file ${name} is not a ${DOCUMENT_TYPE_NAMES} document`);
    case 'name': {
      const endings = Object.values(DOCUMENT_TYPES)
        .flat()
        .map((ending) => `.${ending}`)
        .join(', ');
      throw new ApiError(
        415,
        `The file ${name} is not what its name says: a document's name ends in the ending of its type (${endings}), is at most 255 characters and has no control character`,
      );
    }
  }
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
  const received = files.map(async (file): Promise<ReceivedFile> => {
    const blob = `upload-${crypto.randomUUID()}`;
    const bytes = new Uint8Array(await file.arrayBuffer());
    await store.writeBlob(blob, bytes);
    const sample = DOCUMENT_SAMPLE_BYTES;
    return {
      name: file.name,
      contentType: file.type || 'application/octet-stream',
      size: file.size,
      blob,
      head: bytes.slice(0, sample),
      tail: bytes.slice(Math.max(0, bytes.length - sample)),
    };
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
      const types = files.map(documentTypeOf);
      checkRoom(services, sizeOf(files), opportunityId);
      const stored = files.map(({ name, size, blob }, i) => {
        // The type its bytes show, whatever the upload declared.
        const fields = { opportunityId, name, size, contentType: types[i], blob };
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
