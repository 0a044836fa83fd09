/** Student applications (create, read, update by step, bulk), their orders, and the documents
 * uploaded for an application's opportunity (multipart v1/files, no sign-in, streamed to blobs/ with
 * the upload limits of ../../limits). An application is read and changed only by its own account
 * (see ../ownership). */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { renameSync } from 'node:fs';
import type { ApplicationPayload } from '@portal/api-contract';
import { VALIDATION_ERROR_MESSAGE, checkPayload } from '@portal/api';
import { formatSize } from '../../limits';
import { pricingOf } from '../../products';
import { blobName } from '../../store';
import type { StoredRecord } from '../../types';
import { readJson, tooLarge } from '../body';
import { contractRoute, type ApiContext, type Route } from '../context';
import { HttpError, sendJson } from '../http';
import { receiveMultipart } from '../multipart';
import { ownApplication } from '../ownership';
import { addRecord, updateRecord, validated } from '../records';
import { productOfApplication } from './catalogue';

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

/** The applications of a bulk body (an array, or `{ applications: [...] }`), each checked; one bad
 * item refuses the lot, its errors' paths prefixed with its index. */
async function bulkApplications(body: unknown): Promise<ApplicationPayload[]> {
  const list = Array.isArray(body) ? body : isPlainObject(body) ? body.applications : undefined;
  if (!Array.isArray(list) || !list.length) throw new HttpError(400, 'Expected a list of applications');
  const checks = await Promise.all(list.map((item) => checkPayload('application', item)));
  const details = checks.flatMap((check, index) =>
    check.errors.map((e) => ({ ...e, instancePath: `/${index}${e.instancePath}` })),
  );
  if (details.length) throw new HttpError(400, VALIDATION_ERROR_MESSAGE, {}, { details });
  return list as ApplicationPayload[];
}

/** A new opportunity number: what the documents of an application are uploaded for (v1/files). */
export const newOpportunityId = (): string => `OPP-${randomUUID().slice(0, 8).toUpperCase()}`;

/** A new application; created with a token, it belongs to that account (`owner`, its email). The server
 * gives it its opportunity (a number the client does not choose: the documents' uploads name it). */
async function newApplication(
  ctx: ApiContext,
  payload: ApplicationPayload,
): Promise<Record<string, unknown>> {
  const {
    owner: _claimed,
    payment: _payment,
    opportunityId: _chosen,
    ...fields
  } = payload as ApplicationPayload & {
    owner?: unknown;
    payment?: unknown;
  };
  const account = await ctx.bearerAccount();
  return {
    status: 'Draft',
    ...fields,
    opportunityId: newOpportunityId(),
    ...(account ? { owner: account.email } : {}),
  };
}

/** Bytes of the uploads kept, in all and per opportunity. */
function uploadUsage(ctx: ApiContext): { total: number; of: (opportunityId: string) => number } {
  let total = 0;
  const perOpportunity = new Map<string, number>();
  for (const upload of ctx.store.data.records.uploads) {
    const size = typeof upload.size === 'number' ? upload.size : 0;
    total += size;
    const id = String(upload.opportunityId);
    perOpportunity.set(id, (perOpportunity.get(id) ?? 0) + size);
  }
  return { total, of: (id) => perOpportunity.get(id) ?? 0 };
}

/** 413 when `adding` more bytes would take the uploads of `opportunityId`, or of everybody, over the limits. */
function checkRoom(ctx: ApiContext, adding: number, opportunityId: string | undefined): void {
  const usage = uploadUsage(ctx);
  const { uploadOpportunityBytes, uploadTotalBytes } = ctx.limits;
  if (opportunityId !== undefined && usage.of(opportunityId) + adding > uploadOpportunityBytes)
    throw tooLarge(
      `The files of opportunity ${opportunityId} would be larger than ${formatSize(uploadOpportunityBytes)} together`,
    );
  if (usage.total + adding > uploadTotalBytes)
    throw tooLarge(
      `The development backend keeps at most ${formatSize(uploadTotalBytes)} of uploads: it has no room for these files`,
    );
}

const opportunityOf = (fields: Map<string, string[]>): string | undefined =>
  fields.get('opportunityid')?.[0] ?? fields.get('opportunityId')?.[0];

export const APPLICATION_ROUTES: Route[] = [
  contractRoute('createStudentApplication', async (ctx) => {
    const payload = await validated<ApplicationPayload>('application', await readJson(ctx.req));
    const application = await newApplication(ctx, payload);
    sendJson(ctx.res, 201, addRecord(ctx.store, 'applications', application, 'applicationId'));
  }),
  contractRoute('bulkStudentApplication', async (ctx) => {
    const payloads = await bulkApplications(await readJson(ctx.req));
    const applications = await Promise.all(payloads.map((p) => newApplication(ctx, p)));
    sendJson(
      ctx.res,
      201,
      applications.map((a) => addRecord(ctx.store, 'applications', a, 'applicationId')),
    );
  }),
  contractRoute('studentApplication', (ctx) =>
    sendJson(ctx.res, 200, ownApplication(ctx, ctx.params.applicationId)),
  ),
  contractRoute('updateStudentApplication', async (ctx) => {
    const update = await validated<ApplicationPayload>('application', await readJson(ctx.req));
    const record = ownApplication(ctx, ctx.params.applicationId);
    // `payment` is the server's record of what was paid (./payments), and the opportunity is the server's too:
    // neither is written by the client.
    const {
      applicationId: _fixed,
      owner: _owner,
      payment: _payment,
      opportunityId: _opportunity,
      ...changes
    } = mergeSections(record, update);
    // An application kept from before applications had an opportunity gets one at its next save.
    const opportunity = typeof record.opportunityId === 'string' ? {} : { opportunityId: newOpportunityId() };
    sendJson(ctx.res, 200, updateRecord(ctx.store, 'applications', record, { ...changes, ...opportunity }));
  }),
  contractRoute('orderStudentApplication', (ctx) => {
    const { application, product } = productOfApplication(ctx, ctx.params.applicationId);
    const pricing = pricingOf(product);
    const order = addRecord(
      ctx.store,
      'orders',
      {
        applicationId: application.id,
        status: 'Created',
        currency: pricing.currency,
        lines: pricing.fees,
        totalAmount: pricing.totalAmount,
      },
      'orderId',
    );
    updateRecord(ctx.store, 'applications', application, { orderId: order.id, status: 'Submitted' });
    sendJson(ctx.res, 201, order);
  }),
  contractRoute('uploadFiles', async (ctx) => {
    const { store, limits } = ctx;
    // Streams every file part to a temporary file in blobs/, refusing (413) a file, a request, an
    // opportunity's files or all uploads together over their limits as soon as the bytes say so.
    const form = await receiveMultipart(ctx.req, {
      limits: { fileBytes: limits.uploadFileBytes, requestBytes: limits.uploadRequestBytes },
      tempPath: () => store.tempBlobPath(),
      onProgress: (bytes, fields) => checkRoom(ctx, bytes, opportunityOf(fields)),
    });
    const pending = new Set(form.files.map((f) => f.path));
    try {
      const opportunityId = opportunityOf(form.fields);
      if (!opportunityId) throw new HttpError(400, 'opportunityid is required');
      // Every file part counts, whatever its field name (the client repeats one name per file).
      if (!form.files.length) throw new HttpError(400, 'No file in the upload');
      checkRoom(
        ctx,
        form.files.reduce((sum, f) => sum + f.size, 0),
        opportunityId,
      );
      const stored = form.files.map((file) => {
        const blob = blobName('upload', randomUUID());
        renameSync(file.path, store.blobPath(blob));
        pending.delete(file.path);
        const { blob: _blob, ...listed } = addRecord(store, 'uploads', {
          opportunityId,
          name: file.name,
          size: file.size,
          contentType: file.contentType,
          blob,
        });
        return listed;
      });
      sendJson(ctx.res, 201, stored);
    } finally {
      await Promise.all([...pending].map((path) => rm(path, { force: true })));
    }
  }),
];
