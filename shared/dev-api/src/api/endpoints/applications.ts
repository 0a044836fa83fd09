/** Student applications (create, read, update by step, bulk), their orders, and the documents
 * uploaded for an application's opportunity (multipart v1/files, no sign-in). */
import type { ApplicationPayload } from '@portal/api-contract';
import { VALIDATION_ERROR_MESSAGE, checkPayload } from '@portal/api';
import { pricingOf } from '../../products';
import type { StoredRecord } from '../../types';
import { readJson, readMultipart } from '../body';
import { contractRoute, type Route } from '../context';
import { HttpError, sendJson } from '../http';
import { addRecord, findRecord, updateRecord, validated } from '../records';
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

const newApplication = (payload: ApplicationPayload): Record<string, unknown> => ({
  status: 'Draft',
  ...payload,
});

export const APPLICATION_ROUTES: Route[] = [
  contractRoute('createStudentApplication', async (ctx) => {
    const payload = await validated<ApplicationPayload>('application', await readJson(ctx.req));
    sendJson(ctx.res, 201, addRecord(ctx.store, 'applications', newApplication(payload), 'applicationId'));
  }),
  contractRoute('bulkStudentApplication', async (ctx) => {
    const payloads = await bulkApplications(await readJson(ctx.req));
    sendJson(
      ctx.res,
      201,
      payloads.map((p) => addRecord(ctx.store, 'applications', newApplication(p), 'applicationId')),
    );
  }),
  contractRoute('studentApplication', (ctx) =>
    sendJson(
      ctx.res,
      200,
      findRecord(ctx.store, 'applications', ctx.params.applicationId, 'application', 'applicationId'),
    ),
  ),
  contractRoute('updateStudentApplication', async (ctx) => {
    const update = await validated<ApplicationPayload>('application', await readJson(ctx.req));
    const record = findRecord(
      ctx.store,
      'applications',
      ctx.params.applicationId,
      'application',
      'applicationId',
    );
    const { applicationId: _fixed, ...changes } = mergeSections(record, update);
    sendJson(ctx.res, 200, updateRecord(ctx.store, 'applications', record, changes));
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
    const form = await readMultipart(ctx.req);
    const opportunityId = form.get('opportunityid') ?? form.get('opportunityId');
    if (typeof opportunityId !== 'string' || !opportunityId)
      throw new HttpError(400, 'opportunityid is required');
    // Every file part counts, whatever its field name (the client repeats one name per file).
    const files: File[] = [];
    form.forEach((value) => {
      if (typeof value !== 'string') files.push(value);
    });
    if (!files.length) throw new HttpError(400, 'No file in the upload');
    const stored = [];
    for (const file of files) {
      const bytes = Buffer.from(await file.arrayBuffer());
      const { content: _content, ...listed } = addRecord(ctx.store, 'uploads', {
        opportunityId,
        name: file.name,
        size: bytes.length,
        contentType: file.type || 'application/octet-stream',
        content: bytes.toString('base64'),
      });
      stored.push(listed);
    }
    sendJson(ctx.res, 201, stored);
  }),
];
