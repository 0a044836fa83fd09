/** Support and withdrawal cases: POST v1/secure/case and v1/secure/emailsupportcase keep
 * each case in the store (collections `cases` and `emailSupportCases`; the local backend's GET dev/cases lists
 * them). Tests make a send fail or take its time by what the case says, so nothing else running at the same
 * time is touched: a description containing CASE_FAILURE_MARKER gets a 503 response and is not kept; one containing
 * CASE_DELAY_MARKER gets its response after CASE_DELAY_MS. */
import type { CasePayload } from '@portal/api-contract';
import type { RecordCollection } from '../types';
import { ApiError, json, ownStudent, readJson, type Ctx, type Resolvers } from './define';
import { addRecord, validated } from './records';

/** In a case's description: the response is 503 'Case service unavailable' and nothing is kept. */
export const CASE_FAILURE_MARKER = '#fail-case';
/** In a case's description: the response comes after CASE_DELAY_MS (to see the busy state). */
export const CASE_DELAY_MARKER = '#slow-case';
export const CASE_DELAY_MS = 2000;
export const CASE_FAILURE_MESSAGE = 'Case service unavailable';

/** The two ways a case is sent, by the collection that keeps it. */
export const CASE_CHANNELS = { case: 'cases', emailCase: 'emailSupportCases' } as const satisfies Record<
  string,
  RecordCollection
>;

async function createCase(ctx: Ctx, channel: keyof typeof CASE_CHANNELS) {
  const body = await validated<CasePayload>('case', await readJson(ctx.request));
  const student = await ownStudent(ctx, body.studentUpId);
  // A case is the student's own provider's: one naming another provider is refused.
  if (body.provider !== student.provider)
    throw new ApiError(403, `This case names another provider than the student's (${student.provider})`);
  const description = body.description ?? '';
  if (description.includes(CASE_DELAY_MARKER)) await new Promise((done) => setTimeout(done, CASE_DELAY_MS));
  if (description.includes(CASE_FAILURE_MARKER)) throw new ApiError(503, CASE_FAILURE_MESSAGE);
  const collection = CASE_CHANNELS[channel];
  const number = String(10000 + (ctx.store.list(collection).length % 90000)).padStart(5, '0');
  const caseNumber = `CAS-${number}-${student.studentId.slice(-4)}`;
  const status = channel === 'case' ? 'Active' : 'Sent';
  return json(addRecord(ctx.store, collection, { ...body, caseNumber, status }, 'caseId'), 201);
}

export const CASES: Resolvers = {
  createCase: (ctx) => createCase(ctx, 'case'),
  createEmailSupportCase: (ctx) => createCase(ctx, 'emailCase'),
};
