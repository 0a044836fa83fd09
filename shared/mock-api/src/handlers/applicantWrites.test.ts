// What an applicant may and may not write, through msw/node as every test and the local backend use the
// handlers: an application's answers yes; its status, order, opportunity, payment, owner, another student or
// another provider no (403); read-only once submitted, ordered once and only with its fees settled; an instalment
// plan only as the application's pricing offers it; a student named on a create only by that student; the
// texts, emails, documents and photos within the payload schemas' and the API's limits.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { findAccountByEmail } from '../accounts';
import { SAMPLE_FILES } from '../samples';
import { buildSeed, seededStudentOf } from '../seed/seed';
import { MemoryStore } from '../store';
import type { StoredRecord } from '../types';
import { recordPayment } from './applicationPayment';
import { createHandlers } from './index';

const seed = buildSeed();
const MEI = 'mei.chen@ichm.demo';
const OLIVER = 'oliver.nguyen@ichm.demo';
const mine = seededStudentOf(seed, MEI)!.studentUPId;
const theirs = seededStudentOf(seed, OLIVER)!.studentUPId;
const BASE = 'https://api.example.test/';
const store = new MemoryStore(seed, (name) => readFile(join(__dirname, '../seed/documents', name)));
const MB = 1024 * 1024;
const server = setupServer(
  ...createHandlers({
    store,
    // The test's access tokens and ID tokens are the accounts' emails.
    verifyToken: async (token) => findAccountByEmail(token),
    verifyIdToken: async (token) => findAccountByEmail(token),
    origins: new Set(['http://ichm.localhost:3000']),
    limits: { uploadFileBytes: 32 * MB, uploadOpportunityBytes: 200 * MB, uploadTotalBytes: 1024 * MB },
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

type Answer = [number, Record<string, unknown>];
/** Sends a JSON request as the account `token` (none: anonymous; `idToken`: an Id-Token header too). */
async function send(
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return [res.status, text ? (JSON.parse(text) as Record<string, unknown>) : {}];
}
const mei = (method: string, path: string, body?: unknown) => send(MEI, method, path, body);
const oliver = (method: string, path: string, body?: unknown) => send(OLIVER, method, path, body);

/** An application of Mei's for an AU course (ichm), created as the wizard creates it: a public call carrying her
 * ID token, naming her student. */
async function newApplication(extra: Record<string, unknown> = {}): Promise<StoredRecord> {
  const [status, created] = await send(
    undefined,
    'POST',
    'v2/studentApplication',
    {
      provider: 'ichm',
      studentUPId: mine,
      studyDetails: { productCRMId: 'PRD-SIT50422' },
      ...extra,
    },
    { 'Id-Token': MEI },
  );
  expect(status).toBe(201);
  return created as StoredRecord;
}
const path = (id: string) => `v2/secure/studentApplication/${id}`;
const stored = (id: string) => store.get('applications', id)!;
const ordersOf = (id: string) => store.list('orders').filter((o) => o.applicationId === id);
const BANK_TRANSFER = { paymentDetails: { paymentProvider: 'Bank Account' } };

describe('what an applicant may set on their own application', () => {
  test('the answers of the steps, as the wizard sends them, and what the application already holds', async () => {
    const { id, opportunityId } = await newApplication();
    expect(stored(id)).toMatchObject({ status: 'Draft', studentUPId: mine, owner: MEI });
    const [status, saved] = await mei('PATCH', path(id), {
      personalDetails: { firstName: 'Mei', lastName: 'Chen' },
      documents: [],
    });
    expect(status).toBe(200);
    expect(saved).toMatchObject({ personalDetails: { firstName: 'Mei', lastName: 'Chen' }, status: 'Draft' });
    // A client that sends back what it read changes nothing it may not change, and is not refused for it.
    const [echoed] = await mei('PATCH', path(id), { status: 'Draft', studentUPId: mine, opportunityId });
    expect(echoed).toBe(200);
  });

  test.each([
    ['a status', { status: 'Enrolled' }, "An applicant may not set status: it is the provider's"],
    ['an order', { orderId: 'ORD-1' }, "An applicant may not set orderId: it is the provider's"],
    [
      'an opportunity',
      { opportunityId: 'OPP-OTHER' },
      "An applicant may not set opportunityId: it is the provider's",
    ],
    [
      'a payment',
      { payment: { method: 'card', status: 'paid' } },
      "An applicant may not set payment: it is the provider's",
    ],
    ['an owner', { owner: OLIVER }, "An applicant may not set owner: it is the provider's"],
    [
      'a status and an order',
      { status: 'Submitted', orderId: 'ORD-2' },
      "An applicant may not set status, orderId: they are the provider's",
    ],
    [
      "another student's id",
      { studentUPId: theirs },
      'An application names only the signed-in student as its studentUPId',
    ],
    ['another provider', { provider: 'soe' }, "An application's provider does not change once it is made"],
  ])('%s is refused (403) and nothing changes', async (_what, change, message) => {
    const { id } = await newApplication();
    const before = stored(id);
    expect(
      await mei('PATCH', path(id), { ...change, personalDetails: { firstName: 'X', lastName: 'Y' } }),
    ).toEqual([403, { message }]);
    expect(stored(id)).toEqual(before);
  });

  test('a create sets none of them either', async () => {
    for (const field of [{ status: 'Enrolled' }, { orderId: 'ORD-1' }, { payment: { status: 'paid' } }])
      expect((await mei('POST', 'v2/studentApplication', { provider: 'ichm', ...field }))[0]).toBe(403);
    const [status, created] = await mei('POST', 'v2/studentApplication', { provider: 'ichm' });
    expect([status, created.status, created.owner]).toEqual([201, 'Draft', MEI]);
  });
});

describe('a student named on a create', () => {
  test("an anonymous create naming a student is refused: anybody can send anybody's id", async () => {
    const before = store.list('applications').length;
    const [status, body] = await send(undefined, 'POST', 'v2/studentApplication', {
      provider: 'ichm',
      studentUPId: theirs,
    });
    expect([status, body]).toEqual([
      403,
      { message: "An application names a student (studentUPId) only with that student's token or ID token" },
    ]);
    // And in a bulk create.
    expect(
      (
        await send(undefined, 'POST', 'v1/bulkStudentApplication', [
          { provider: 'ichm', studentUPId: theirs },
        ])
      )[0],
    ).toBe(403);
    expect(store.list('applications')).toHaveLength(before);
  });

  test("with another student's ID token, or with a token of one's own naming another, it is refused too", async () => {
    const named = { provider: 'ichm', studentUPId: theirs };
    expect((await send(undefined, 'POST', 'v2/studentApplication', named, { 'Id-Token': MEI }))[0]).toBe(403);
    expect((await send(undefined, 'POST', 'v2/studentApplication', named, { 'Id-Token': 'forged' }))[0]).toBe(
      403,
    );
    expect((await mei('POST', 'v2/studentApplication', named))[0]).toBe(403);
  });

  test("the student's own create (their ID token) is theirs, and nobody else's", async () => {
    const { id } = await newApplication();
    expect((await mei('GET', path(id)))[0]).toBe(200);
    expect(await oliver('GET', path(id))).toEqual([404, { message: 'No matching application' }]);
  });
});

describe('once submitted', () => {
  test('the order is placed once; a second order answers the same order', async () => {
    const { id } = await newApplication(BANK_TRANSFER);
    const [placed, order] = await mei('POST', `${path(id)}/order`);
    expect([placed, order.applicationId]).toEqual([201, id]);
    expect(await mei('POST', `${path(id)}/order`)).toEqual([200, order]);
    expect(ordersOf(id)).toHaveLength(1);
    expect(stored(id)).toMatchObject({ status: 'Submitted', orderId: order.id });
  });

  test('two orders sent at once make one order', async () => {
    const { id } = await newApplication(BANK_TRANSFER);
    const answers = await Promise.all([1, 2, 3].map(() => mei('POST', `${path(id)}/order`)));
    expect(answers.map(([status]) => status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map(([, order]) => order.id)).size).toBe(1);
    expect(ordersOf(id)).toHaveLength(1);
  });

  test('the application is read-only: its answers stay, and its status never goes back to Draft', async () => {
    const { id } = await newApplication({
      ...BANK_TRANSFER,
      personalDetails: { firstName: 'Mei', lastName: 'Chen' },
    });
    await mei('POST', `${path(id)}/order`);
    const before = stored(id);
    for (const change of [
      { personalDetails: { firstName: 'Someone', lastName: 'Else' } },
      { status: 'Draft' },
      { documents: [] },
    ])
      expect(await mei('PATCH', path(id), change)).toEqual([
        403,
        { message: 'This application is Submitted: it can no longer be changed' },
      ]);
    expect(stored(id)).toEqual(before);
  });

  test('an application further on (enrolled) is not changed or ordered either', async () => {
    const seeded = store.list('applications').find((a) => a.studentUPId === mine && a.status === 'Enrolled')!;
    expect((await mei('PATCH', path(seeded.id), { documents: [] }))[0]).toBe(403);
    expect((await mei('POST', `${path(seeded.id)}/order`))[0]).toBe(403);
    expect(ordersOf(seeded.id)).toHaveLength(0);
  });
});

describe('ordering needs the fees settled, as the fees step settles them', () => {
  const NOT_SETTLED = {
    message:
      'The fees of this application are not settled: pay them, set up an instalment plan or choose a bank transfer first',
  };

  test('nothing paid, a checkout left open, declined or cancelled: refused (403), no order', async () => {
    const { id } = await newApplication();
    expect(await mei('POST', `${path(id)}/order`)).toEqual([403, NOT_SETTLED]);
    for (const status of ['open', 'declined', 'cancelled', 'approved'] as const) {
      recordPayment(store, stored(id), { method: 'card', status, checkoutId: 'C-1' });
      expect(await mei('POST', `${path(id)}/order`)).toEqual([403, NOT_SETTLED]);
    }
    // Instalments chosen on the step, but no plan set up: still not settled.
    await mei('PATCH', path(id), {
      paymentDetails: { paymentProvider: 'Bank Account', paymentInstallmentMethod: 'Bank Account' },
    });
    expect(await mei('POST', `${path(id)}/order`)).toEqual([403, NOT_SETTLED]);
    expect(ordersOf(id)).toHaveLength(0);
    expect(stored(id).status).toBe('Draft');
  });

  test('paid, or a bank transfer chosen: ordered', async () => {
    const paid = await newApplication();
    recordPayment(store, stored(paid.id), { method: 'card', status: 'paid', checkoutId: 'C-2' });
    expect((await mei('POST', `${path(paid.id)}/order`))[0]).toBe(201);
    const bank = await newApplication(BANK_TRANSFER);
    expect((await mei('POST', `${path(bank.id)}/order`))[0]).toBe(201);
  });
});

describe("an instalment plan is one the application's pricing offers", () => {
  type Pricing = {
    currency: string;
    deposit: number;
    totalAmount: number;
    instalmentPlans: { frequency: string; count: number; amount: number }[];
  };
  const pricingOf = async (id: string) =>
    (await mei('GET', `v2/secure/application/${id}/pricing`))[1] as unknown as Pricing;
  const CALLS = ['v1/secure/createStripeIntentAndSubscription', 'v1/secure/debitSuccess'];

  test.each(CALLS)(
    '%s: a negative, nothing, another amount or currency, or another plan is refused (400) and counts for nothing',
    async (call) => {
      const { id } = await newApplication();
      const pricing = await pricingOf(id);
      expect(pricing.currency).toBe('AUD');
      const weekly = pricing.instalmentPlans.find((p) => p.frequency === 'Weekly')!;
      const plan = {
        applicationId: id,
        frequency: 'Weekly',
        count: weekly.count,
        amount: weekly.amount,
        currency: 'AUD',
      };
      const refusals: [Record<string, unknown>, string][] = [
        [{ amount: -9999, currency: 'XXX' }, 'Application data validation error'],
        [{ amount: 0 }, 'Application data validation error'],
        [
          { amount: 0.01 },
          `amount must be ${weekly.amount.toFixed(2)} AUD, the instalment of the Weekly plan`,
        ],
        [{ currency: 'XXX' }, "currency must be AUD, the currency of this application's fees"],
        [{ currency: 'NZD' }, "currency must be AUD, the currency of this application's fees"],
        [
          { frequency: 'Daily' },
          "frequency must be one of Weekly, Fortnightly, Monthly: the plans of this application's course",
        ],
        [{ count: 1 }, `count must be ${weekly.count}, the instalments of the Weekly plan`],
        [{ deposit: 1 }, `deposit must be ${pricing.deposit.toFixed(2)} AUD, this application's`],
        [
          { schedule: [{ number: 0, date: '2026-12-01', amount: 1 }] },
          `The schedule adds up to 1.00 AUD, not the fees' total of ${pricing.totalAmount.toFixed(2)} AUD`,
        ],
        [{ amount: undefined }, "An application's instalment plan names its frequency, amount and currency"],
      ];
      for (const [change, message] of refusals) {
        const [status, body] = await mei('POST', call, { ...plan, ...change });
        expect([change, status, body.message]).toEqual([change, 400, message]);
      }
      // The fees are not counted as planned: no payment record, no order.
      expect(stored(id).payment).toBeUndefined();
      expect((await mei('POST', `${path(id)}/order`))[0]).toBe(403);
      // The plan as the fees step sends it is set up, and the application can be ordered.
      const [created] = await mei('POST', call, { ...plan, deposit: pricing.deposit });
      expect(created).toBe(201);
      expect(stored(id).payment).toMatchObject({
        method: 'instalments',
        status: 'set up',
        amount: weekly.amount,
        currency: 'AUD',
      });
      expect((await mei('POST', `${path(id)}/order`))[0]).toBe(201);
    },
  );
});

describe('texts and emails within the payload schemas', () => {
  const CASE = { caseTitle: 'Support: Mei Chen', caseType: 'Support', provider: 'ichm', studentUpId: mine };
  const PROFILE = { firstName: 'Mei', lastName: 'Chen', mobilePhone: '0412 345 678' };

  test('a case description of 200,000 characters is refused with what is wrong; 2000 are taken', async () => {
    const before = store.list('cases').length;
    const [status, body] = await mei('POST', 'v1/secure/case', { ...CASE, description: 'a'.repeat(200_000) });
    expect([status, body.message, body.problems]).toEqual([
      400,
      'Application data validation error',
      ['description has more than 2000 characters'],
    ]);
    expect(store.list('cases')).toHaveLength(before);
    expect((await mei('POST', 'v1/secure/case', { ...CASE, description: `${'a'.repeat(1999)}\n` }))[0]).toBe(
      201,
    );
  });

  test.each([
    ['NUL', 'Mei\u0000'],
    ['ESC', 'Mei\u001b[2J'],
    ['a right-to-left override', 'Mei\u202Egnp.exe'],
    ['a first-strong isolate', 'Mei\u2068'],
    ['broken UTF-16 (a lone surrogate)', 'Mei\ud83d'],
    ['5,000 characters', 'M'.repeat(5000)],
  ])(
    'a name holding %s is refused, in an application, the profile and a case, and not stored',
    async (_what, name) => {
      const { id } = await newApplication();
      const [status, body] = await mei('PATCH', path(id), {
        personalDetails: { firstName: name, lastName: 'Chen' },
      });
      expect([status, (body.problems as string[])[0]]).toEqual([
        400,
        expect.stringMatching(/^personalDetails\.firstName /),
      ]);
      expect(stored(id).personalDetails).toBeUndefined();
      const profile = store.get('students', mine)!;
      expect((await mei('PATCH', 'v1/secure/student', { ...PROFILE, firstName: name }))[0]).toBe(400);
      expect(store.get('students', mine)).toEqual(profile);
      expect((await mei('POST', 'v1/secure/case', { ...CASE, description: `Help ${name}` }))[0]).toBe(400);
    },
  );

  test('an "email" that is not one is refused: the profile, an application, a contact, an identity', async () => {
    expect((await mei('PATCH', 'v1/secure/student', { ...PROFILE, emailAddress: 'not an email' }))[0]).toBe(
      400,
    );
    const { id } = await newApplication();
    expect((await mei('PATCH', path(id), { contactDetails: { email: 'mei@' } }))[0]).toBe(400);
    expect(
      (await send(undefined, 'POST', 'v1/contact', { firstName: 'A', lastName: 'B', email: 'a b@c' }))[0],
    ).toBe(400);
    const [status, body] = await send(undefined, 'POST', 'v1/identity', {
      username: 'mei.chen',
      email: 'mei',
    });
    expect([status, body.problems]).toEqual([400, ['email is not an email address']]);
  });
});

describe('documents (POST v1/files): a PDF, JPEG or PNG by its bytes and its name', () => {
  const upload = async (name: string, bytes: Uint8Array, type = 'application/octet-stream') => {
    const form = new FormData();
    form.append('opportunityid', 'OPP-DOCS');
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
    const res = await fetch(`${BASE}v1/files`, { method: 'POST', body: form });
    return [res.status, await res.json()] as [number, unknown];
  };
  const text = (value: string) => new TextEncoder().encode(value);
  const exe = new Uint8Array(600);
  exe.set(text('MZ'));

  test('a PDF, a JPEG and a PNG are kept, typed by their bytes', async () => {
    for (const [name, bytes, type] of [
      ['passport.pdf', SAMPLE_FILES.pdf, 'application/pdf'],
      ['scan.jpg', SAMPLE_FILES.jpeg, 'image/jpeg'],
      ['scan.png', SAMPLE_FILES.png, 'image/png'],
    ] as const) {
      const [status, files] = await upload(name, bytes, 'text/plain');
      expect([status, (files as StoredRecord[])[0]?.contentType]).toEqual([201, type]);
    }
  });

  test.each([
    ['a program', 'setup.exe', exe, 415, 'The file setup.exe is not a PDF, JPEG or PNG document'],
    [
      'a web page',
      'page.html',
      text('<!doctype html><script>alert(1)</script>'),
      415,
      'The file page.html is not a PDF, JPEG or PNG document',
    ],
    [
      'an SVG with a script',
      'logo.svg',
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      'The file logo.svg is not a PDF, JPEG or PNG document',
    ],
    [
      'a web page named as a PDF',
      'passport.pdf',
      text('<html><script>alert(1)</script></html>'),
      415,
      'The file passport.pdf is not a PDF, JPEG or PNG document',
    ],
    [
      'the first bytes of a JPEG',
      'photo.jpg',
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0, 0]),
      415,
      'The file photo.jpg is not a PDF, JPEG or PNG document',
    ],
    ['an empty file', 'empty.pdf', new Uint8Array(), 400, 'The file empty.pdf is empty'],
  ])('%s is refused, and nothing kept', async (_what, name, bytes, status, message) => {
    const before = store.list('uploads').length;
    expect(await upload(name, bytes, 'application/pdf')).toEqual([status, { message }]);
    expect(store.list('uploads')).toHaveLength(before);
  });

  test.each([
    ['a PDF named as a program', 'passport.exe', SAMPLE_FILES.pdf],
    ['a program ending in .pdf after a direction override', 'invoice\u202Efdp.exe', SAMPLE_FILES.pdf],
    ['a JPEG named as a PDF', 'scan.pdf', SAMPLE_FILES.jpeg],
    ['a PDF without a name ending', 'passport', SAMPLE_FILES.pdf],
  ])('%s (a name that says another type) is refused', async (_what, name, bytes) => {
    const [status, body] = await upload(name, bytes);
    expect([status, (body as { message: string }).message]).toEqual([
      415,
      expect.stringMatching(/is not what its name says/),
    ]);
    expect((body as { message: string }).message).not.toMatch(/[\u202A-\u202E]/);
  });
});

describe('the photo is a whole JPEG', () => {
  const put = (bytes: Uint8Array<ArrayBuffer>) =>
    fetch(`${BASE}v1/secure/student/image`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${MEI}` },
      body: bytes,
    });

  test('the first bytes of a JPEG followed by anything else are refused (415); a real JPEG is kept', async () => {
    const before = store.get('images', mine);
    const head = new Uint8Array(4096);
    head.set([0xff, 0xd8, 0xff, 0xe0]);
    for (const bytes of [
      head,
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]),
      SAMPLE_FILES.jpeg.subarray(0, 300),
    ]) {
      const res = await put(bytes);
      expect([res.status, await res.json()]).toEqual([415, { message: 'The image must be a JPEG' }]);
    }
    expect(store.get('images', mine)).toEqual(before);
    const res = await put(SAMPLE_FILES.jpeg);
    expect(res.status).toBe(200);
    expect(store.get('images', mine)).toMatchObject({
      contentType: 'image/jpeg',
      size: SAMPLE_FILES.jpeg.length,
    });
  });
});
