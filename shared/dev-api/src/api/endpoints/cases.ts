/** Support and withdrawal cases (spec portal §3, §7): POST v1/secure/case and v1/secure/emailsupportcase
 * keep each case in the store (collections `cases` and `emailSupportCases`), and GET dev/cases shows what
 * was sent, so a test or a person can check the channel and the fields.
 *
 * Tests make a send fail or take its time by what the case says, so nothing else running at the same time
 * is touched: a description containing CASE_FAILURE_MARKER is answered 503 and not kept; one containing
 * CASE_DELAY_MARKER is answered after CASE_DELAY_MS. */
import type { CasePayload } from '@portal/api-contract';
import type { RecordCollection, StoredRecord } from '../../types';
import { readJson } from '../body';
import { contractRoute, ownStudent, simulatorRoute, type ApiContext, type Route } from '../context';
import { HttpError, queryParam, sendJson } from '../http';
import { addRecord, validated } from '../records';

/** In a case's description: the dev-api answers 503 'Case service unavailable' and keeps nothing. */
export const CASE_FAILURE_MARKER = '#fail-case';
/** In a case's description: the dev-api answers after CASE_DELAY_MS (to see the busy state). */
export const CASE_DELAY_MARKER = '#slow-case';
export const CASE_DELAY_MS = 2000;
export const CASE_FAILURE_MESSAGE = 'Case service unavailable';

/** The two ways a case is sent, by the collection that keeps it. */
const CHANNELS = { case: 'cases', emailCase: 'emailSupportCases' } as const satisfies Record<
  string,
  RecordCollection
>;
type Channel = keyof typeof CHANNELS;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createCase(ctx: ApiContext, channel: Channel): Promise<void> {
  const body = await validated<CasePayload>('case', await readJson(ctx.req));
  const student = ownStudent(ctx, body.studentUpId);
  const description = body.description ?? '';
  if (description.includes(CASE_DELAY_MARKER)) await wait(CASE_DELAY_MS);
  if (description.includes(CASE_FAILURE_MARKER)) throw new HttpError(503, CASE_FAILURE_MESSAGE);
  const collection = CHANNELS[channel];
  const number = String(10000 + (ctx.store.data.records[collection].length % 90000)).padStart(5, '0');
  const record = addRecord(
    ctx.store,
    collection,
    {
      ...body,
      caseNumber: `CAS-${number}-${student.studentId.slice(-4)}`,
      status: channel === 'case' ? 'Active' : 'Sent',
    },
    'caseId',
  );
  sendJson(ctx.res, 201, record);
}

/** Every kept case (both channels, oldest first), each with its channel; `?studentupid=` and `?channel=`
 * narrow the list. */
function listCases(ctx: ApiContext): void {
  const student = queryParam(ctx.url, 'studentupid');
  const only = queryParam(ctx.url, 'channel');
  const cases: (StoredRecord & { channel: Channel })[] = (Object.keys(CHANNELS) as Channel[])
    .filter((channel) => !only || channel === only)
    .flatMap((channel) =>
      ctx.store.data.records[CHANNELS[channel]]
        .filter((record) => !student || record.studentUpId === student)
        .map((record) => ({ ...record, channel })),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  sendJson(ctx.res, 200, cases);
}

export const CASE_ROUTES: Route[] = [
  contractRoute('createCase', (ctx) => createCase(ctx, 'case')),
  contractRoute('createEmailSupportCase', (ctx) => createCase(ctx, 'emailCase')),
  simulatorRoute('GET', /^dev\/cases$/, listCases),
];
