// What the handlers check before they answer, through msw/node as Jest and mock-user mode use them: an
// identity named twice, every student id of a profile change, a Zip charge only of an approved checkout of the
// caller's own application for the checkout's amount, a checkout's amount the server's, bodies nested too deep.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { findAccountByEmail } from '../accounts';
import { buildSeed, seededStudentOf } from '../seed/seed';
import { MemoryStore } from '../store';
import { MAX_JSON_DEPTH } from './define';
import { createHandlers } from './index';
import { updateRecord } from './records';

const seed = buildSeed();
const MEI = 'mei.chen@ichm.demo';
const OLIVER = 'oliver.nguyen@ichm.demo';
const mine = seededStudentOf(seed, MEI)!.studentUPId;
const theirs = seededStudentOf(seed, OLIVER)!.studentUPId;
const PORTAL = 'http://ichm.localhost:3000';
const BASE = 'https://api.example.test/';
const store = new MemoryStore(seed, (name) => readFile(join(__dirname, '../seed/documents', name)));
const server = setupServer(
  ...createHandlers({
    store,
    // The test's tokens are the accounts' emails.
    verifyToken: async (token) => findAccountByEmail(token),
    origins: new Set([PORTAL]),
    limits: { uploadFileBytes: 1024, uploadOpportunityBytes: 4096, uploadTotalBytes: 8192 },
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

type StatusAndBody = [number, Record<string, unknown>];
/** Sends a request as the account `token`; answers [status, JSON body]. `body` is sent as it is when a string. */
const as =
  (token: string) =>
  async (method: string, path: string, body?: unknown, headers: HeadersInit = []): Promise<StatusAndBody> => {
    const sent = new Headers(headers);
    sent.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) sent.set('Content-Type', 'application/json');
    const res = await fetch(`${BASE}${path}`, {
      method,
      headers: sent,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    return [res.status, text ? (JSON.parse(text) as Record<string, unknown>) : {}];
  };
const mei = as(MEI);
const oliver = as(OLIVER);

const REPEATED = (name: string) => ({ message: `The request names ${name} more than once` });

describe('an identity named twice', () => {
  test('a repeated student id is refused (400) on every call that takes one, in either order and any case', async () => {
    const twice = (first: string, second: string, key = 'studentupid') =>
      `studentupid=${first}&${key}=${second}`;
    const answers: unknown[] = [];
    for (const query of [
      twice(mine, theirs),
      twice(theirs, mine),
      twice(mine, mine),
      twice(mine, theirs, 'studentUPId'),
      twice('', theirs),
    ])
      for (const path of ['student', 'enrolment', 'payment', 'student/image'])
        answers.push([path, ...(await mei('GET', `v1/secure/${path}?${query}`))]);
    expect(answers).toEqual(answers.map((a) => [(a as string[])[0], 400, REPEATED('studentupid')]));
    const put = await fetch(`${BASE}v1/secure/student/image?${twice(mine, theirs)}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${MEI}` },
      body: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
    });
    expect([put.status, await put.json()]).toEqual([400, REPEATED('studentupid')]);
    // Named once, the student's own answers and anybody else's is refused, as before.
    expect((await mei('GET', `v1/secure/student?studentupid=${mine}`))[0]).toBe(200);
    expect((await mei('GET', `v1/secure/student?studentupid=${theirs}`))[0]).toBe(403);
  });

  test('a repeated opportunity (any case) or opportunityId header is refused (400), on two lines or as a list', async () => {
    expect(await mei('GET', 'v1/secure/student?opportunityid=A&OpportunityId=B')).toEqual([
      400,
      REPEATED('opportunityid'),
    ]);
    const lines = new Headers();
    lines.append('opportunityId', 'OPP-MINE');
    lines.append('opportunityId', 'OPP-THEIRS');
    expect(await mei('POST', 'v1/secure/zip/charge', {}, lines)).toEqual([400, REPEATED('opportunityid')]);
    expect(await mei('POST', 'v1/secure/zip/charge', {}, { opportunityId: 'OPP-MINE, OPP-THEIRS' })).toEqual([
      400,
      REPEATED('opportunityid'),
    ]);
  });

  test('a profile change checks every student id it names: the query and the body', async () => {
    const change = { firstName: 'Mei', lastName: 'Chen', mobilePhone: '0412 345 678' };
    const path = (id: string) => `v1/secure/student?studentupid=${id}`;
    expect((await mei('PATCH', path(theirs), { ...change, studentUPId: mine }))[0]).toBe(403);
    expect((await mei('PATCH', path(mine), { ...change, studentUPId: theirs }))[0]).toBe(403);
    expect((await mei('PATCH', path(mine), change))[0]).toBe(200);
  });
});

describe('paying', () => {
  const application = async (send: typeof mei, firstName: string) => {
    const [, created] = await send('POST', 'v2/studentApplication', {
      provider: 'ichm',
      personalDetails: { firstName, lastName: 'Test' },
      studyDetails: { productCRMId: 'PRD-SIT50422' },
    });
    return created as { id: string; opportunityId: string };
  };
  /** What the checkout page's Approve does: the checkout is paid, the application's Zip payment approved. */
  const approve = (checkoutId: string) => {
    const checkout = store.get('checkouts', checkoutId)!;
    updateRecord(store, 'checkouts', checkout, { status: 'paid' });
    const app = store.get('applications', String(checkout.applicationId))!;
    const payment = app.payment as Record<string, unknown>;
    updateRecord(store, 'applications', app, { payment: { ...payment, status: 'approved' } });
  };
  test("a Zip charge needs an approved checkout of the caller's own application, for the checkout's amount", async () => {
    const charges = () => store.list('charges').length;
    const before = charges();
    const theirApplication = await application(oliver, 'Oliver');
    const [, theirZip] = await oliver(
      'POST',
      `v1/secure/studentApplication/${theirApplication.id}/zipCheckout`,
      {
        redirectUri: `${PORTAL}/enrol/fees`,
      },
    );
    approve(String(theirZip.id));
    const charge = (body: unknown, opportunityId: string) =>
      mei('POST', 'v1/secure/zip/charge', body, { opportunityId });

    // Their opportunity, a negative amount, with or without their checkout: as if it did not exist.
    for (const body of [
      { amount: -500 },
      { amount: -500, checkoutId: theirZip.id },
      { checkoutId: theirZip.id },
    ])
      expect(await charge(body, theirApplication.opportunityId)).toEqual([
        404,
        { message: 'No matching application' },
      ]);
    // An opportunity of nobody's.
    expect((await charge({ amount: 120 }, 'OPP-7'))[0]).toBe(404);
    // Their checkout named with the caller's own opportunity.
    const own = await application(mei, 'Mei');
    expect((await charge({ checkoutId: theirZip.id }, own.opportunityId))[0]).toBe(404);
    // The caller's own application with no approved checkout: nothing to charge.
    expect(await charge({ amount: 120 }, own.opportunityId)).toEqual([
      409,
      { message: 'This application has no approved Zip checkout' },
    ]);
    const [, open] = await mei('POST', `v1/secure/studentApplication/${own.id}/zipCheckout`, {
      redirectUri: `${PORTAL}/enrol/fees`,
      amount: 0.01,
    });
    expect(await charge({}, own.opportunityId)).toEqual([
      409,
      { message: 'This Zip checkout is open, not approved' },
    ]);
    expect(charges()).toBe(before);

    // Approved: the charge is the checkout's amount (the course's price), whatever the body says; once.
    const [, pricing] = await mei('GET', `v2/secure/application/${own.id}/pricing`);
    expect(open.amount).toBe(pricing.totalAmount);
    approve(String(open.id));
    const [created, captured] = await charge({ amount: -500 }, own.opportunityId);
    expect([created, captured]).toEqual([
      201,
      expect.objectContaining({ checkoutId: open.id, amount: pricing.totalAmount, state: 'captured' }),
    ]);
    expect(await charge({ amount: 1 }, own.opportunityId)).toEqual([200, captured]);
    expect(charges()).toBe(before + 1);
  });

  test("a card or Zip checkout is always for the course's price, whatever amount the body names", async () => {
    const own = await application(mei, 'Mei');
    const [, pricing] = await mei('GET', `v2/secure/application/${own.id}/pricing`);
    for (const kind of ['stripeSession', 'zipCheckout'])
      for (const amount of [0.01, 999999, -5]) {
        const [status, checkout] = await mei('POST', `v1/secure/studentApplication/${own.id}/${kind}`, {
          redirectUri: `${PORTAL}/enrol/fees`,
          amount,
        });
        // The first opens the checkout; asked again, the server returns the one open (one at a time).
        const opened = amount === 0.01 ? 201 : 200;
        expect([kind, amount, status, checkout.amount]).toEqual([kind, amount, opened, pricing.totalAmount]);
      }
  });
});

describe('a JSON body nested too deep', () => {
  const arrays = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const objects = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const TOO_DEEP = { message: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels` };

  test('is refused with 400 on every call that reads a JSON body', async () => {
    const calls: [string, string][] = [
      ['POST', 'v2/studentApplication'],
      ['POST', 'v1/contact'],
      ['POST', 'v1/secure/case'],
      ['PATCH', 'v1/secure/student'],
      ['POST', 'v1/secure/debitSuccess'],
      ['POST', 'v1/debitSuccess/notification/DS1/payment'],
      ['POST', 'v1/secure/graduateDestination'],
    ];
    const answers: unknown[] = [];
    for (const body of [arrays(300_000), objects(100_000), arrays(MAX_JSON_DEPTH + 1)])
      for (const [method, path] of calls) answers.push([method, path, ...(await mei(method, path, body))]);
    expect(answers).toEqual(
      [0, 1, 2].flatMap(() => calls.map(([method, path]) => [method, path, 400, TOO_DEEP])),
    );
  });

  test('a body nested up to the limit is read; strings and escapes do not count as nesting', async () => {
    const payload = `{"deep":${arrays(MAX_JSON_DEPTH - 1)},"text":"[[[{{{\\"[[[","n":1}`;
    const [status, answer] = await mei('POST', 'v1/debitSuccess/notification/DS1/payment', payload);
    expect([status, answer]).toEqual([200, expect.objectContaining({ received: true })]);
  });
});
