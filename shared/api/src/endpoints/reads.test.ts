/** @jest-environment node */
// The calls that read, over the client, against the fake server of @portal/testing (msw/node): what goes over
// the wire and how each response is read. No module of ours is mocked.
import {
  ApiError,
  NO_BASE_URI_MESSAGE,
  configureApi,
  downloadStudentFile,
  fetchCurrentStudent,
  fetchEnrolments,
  fetchMetadata,
  fetchPayments,
  fetchStudent,
  fetchStudentFiles,
  fetchStudentImage,
  getApi,
  isNotFound,
  type ApiClient,
  type ApiTokens,
} from '../index';
import { PREFETCH_MS, forgetPrefetches, startPrefetch, type ApiSettings } from '@portal/api-client';
import { setUpFakeServer } from '@portal/testing/fakeApi';
import { TEST_TOKENS, json, rejectionOf, withTestClient } from '@portal/api-client/testing';

const server = withTestClient(setUpFakeServer());

const tokens: ApiTokens = TEST_TOKENS;
const settingsWith = (patch: Partial<ApiSettings> = {}) => server.settings(patch);
const clientWith = (patch: Partial<ApiSettings> = {}, t: ApiTokens | null = tokens): ApiClient =>
  server.client({ getTokens: () => t, ...patch });

describe('requests', () => {
  it('sends no bearer token on a public path, but still the id token and the subscription key', async () => {
    server.routes['/api/v1/metadata'] = json({ countries: [], states: [] });
    await fetchMetadata(clientWith());
    const headers = server.seen[0]?.headers ?? {};
    expect(headers.authorization).toBeUndefined();
    expect(headers['id-token']).toBe('id-456');
    expect(headers['ocp-apim-subscription-key']).toBe('sub-key-789');
    expect(headers.source).toBe('portal');
  });
});

describe('GET errors', () => {
  it('a non-OK response: "<status text>: Up API GET <path>" with status and statusCode', async () => {
    server.routes['/api/v1/secure/enrolment?studentupid=S1'] = json({ message: 'boom' }, 500);
    const error = await rejectionOf(fetchEnrolments('S1', undefined, clientWith()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Internal Server Error: Up API GET v1/secure/enrolment?studentupid=S1');
    expect(error.status).toBe(500);
    expect(error.statusCode).toBe(500);
  });

  it('a 404 keeps its status, so payments can tell "no invoices" from a failure', async () => {
    server.routes['/api/v1/secure/payment?studentupid=S9'] = json({}, 404);
    const error = await rejectionOf(fetchPayments('S9', clientWith()));
    expect(error.message).toBe('Not Found: Up API GET v1/secure/payment?studentupid=S9');
    expect(error.status).toBe(404);
    expect(error.statusCode).toBe(404);
    expect(isNotFound(error)).toBe(true);
  });

  it.each([
    ['an error object', { error: { code: 'E42', message: 'Student not found' } }],
    ['an errorCode/errorMessage pair', { errorCode: 'E17', errorMessage: 'Upstream failed' }],
    [
      'the batch failure text anywhere',
      { results: [{ detail: { text: 'An action failed. No dependent actions succeeded.' } }] },
    ],
  ])('a success answer with %s: "Bad response from API (marked as success)"', async (_what, body) => {
    server.routes['/api/v1/secure/student?studentupid=S1'] = json(body, 200);
    const error = await rejectionOf(fetchStudent('S1', clientWith()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Bad response from API (marked as success)');
    expect(error.status).toBeUndefined();
  });

  it('file and image downloads name "GET file" and "GET image"', async () => {
    server.routes['/api/v1/secure/student/S1/file?fileid=F1'] = json({}, 404);
    const file = await rejectionOf(downloadStudentFile('S1', 'F1', clientWith()));
    expect(file.message).toBe('Not Found: Up API GET file');
    expect(file.status).toBe(404);
    const image = await rejectionOf(clientWith().getBlob('v1/secure/student/image?studentupid=S1', 'image'));
    expect(image.message).toBe('Not Found: Up API GET image');
  });
});

describe('answers', () => {
  it('downloads a file as a blob', async () => {
    server.routes['/api/v1/secure/student/S1/file?fileid=F%201'] = {
      headers: { 'Content-Type': 'application/pdf' },
      body: Buffer.from('%PDF-1.7 hello'),
    };
    const blob = await downloadStudentFile('S1', 'F 1', clientWith());
    expect(await blob.text()).toBe('%PDF-1.7 hello');
    expect(server.seen[0]?.headers.authorization).toBe('Bearer access-123');
  });

  it('the student image is a blob, or null when it cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.routes['/api/v1/secure/student/image?studentupid=S1'] = {
      headers: { 'Content-Type': 'image/jpeg' },
      body: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    };
    expect((await fetchStudentImage('S1', clientWith()))?.size).toBe(4);
    expect(await fetchStudentImage('NOPE', clientWith())).toBeNull();
    warn.mockRestore();
  });

  it('the student image is a photo only when its bytes are JPEG, PNG, GIF or WebP, typed by its bytes', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const image = '/api/v1/secure/student/image?studentupid=S1';
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    server.routes[image] = { headers: { 'Content-Type': 'application/octet-stream' }, body: png };
    const photo = await fetchStudentImage('S1', clientWith());
    expect([photo?.type, photo?.size]).toEqual(['image/png', png.length]);

    // An SVG with a script, whatever type the server gives it, HTML and text: no photo (the initials).
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [type, body] of [
      ['image/svg+xml', svg],
      ['image/jpeg', svg],
      ['image/png', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['image/jpeg', Buffer.from('not a photo')],
    ] as const) {
      server.routes[image] = { headers: { 'Content-Type': type }, body };
      expect([type, await fetchStudentImage('S1', clientWith())]).toEqual([type, null]);
    }
    expect(warn).toHaveBeenCalledWith('Student image not available', expect.any(Error));
    warn.mockRestore();
  });

  it('converts the Xero-style PascalCase payment records to lower camel case', async () => {
    server.routes['/api/v1/secure/payment?studentupid=S1'] = json({
      invoices: [
        { InvoiceNumber: 'INV-0042', AmountDue: 100, AmountPaid: 20.5, Payments: [{ PaymentID: 'P1' }] },
      ],
      payments: [
        {
          PaymentID: 'P1',
          PaymentType: 'ACCRECPAYMENT',
          Amount: 20.5,
          Date: '2025-03-01T00:00:00Z',
          Account: { Code: '200' },
        },
      ],
    });
    expect(await fetchPayments('S1', clientWith())).toEqual({
      invoices: [
        { invoiceNumber: 'INV-0042', amountDue: 100, amountPaid: 20.5, payments: [{ paymentID: 'P1' }] },
      ],
      payments: [
        {
          paymentID: 'P1',
          paymentType: 'ACCRECPAYMENT',
          amount: 20.5,
          date: '2025-03-01T00:00:00Z',
          account: { code: '200' },
        },
      ],
    });
  });

  it('reads the signed-in student and a student by id from their paths', async () => {
    server.routes['/api/v1/secure/student'] = json({
      studentUPId: 'ME',
      firstName: 'Me',
      lastName: 'Myself',
    });
    server.routes['/api/v1/secure/student?studentupid=S%2F2'] = json({
      studentUPId: 'S/2',
      firstName: 'Sam',
      lastName: 'Two',
    });
    expect((await fetchCurrentStudent(clientWith())).studentUPId).toBe('ME');
    expect((await fetchStudent('S/2', clientWith())).firstName).toBe('Sam');
  });

  it('asks for one enrolment with enrolmentid, and lists files', async () => {
    server.routes['/api/v1/secure/enrolment?studentupid=S1&enrolmentid=E7'] = json([
      { courseName: 'C', enrolmentCourseId: 'E7' },
    ]);
    server.routes['/api/v1/secure/student/S1/file'] = json([
      { id: 'F1', name: 'a.pdf', size: 1, modified: '2025-01-01T00:00:00Z' },
    ]);
    expect(await fetchEnrolments('S1', 'E7', clientWith())).toHaveLength(1);
    expect((await fetchStudentFiles('S1', clientWith()))[0]?.name).toBe('a.pdf');
  });
});

describe("prefetch (the shell starts a page's reads before its code loads)", () => {
  const PAYMENTS = '/api/v1/secure/payment?studentupid=S1';
  const answered = { invoices: [{ InvoiceNumber: 'INV-1', AmountDue: 10, AmountPaid: 0 }], payments: [] };

  it("the page's read of the same address takes the early response, once; the next read asks again", async () => {
    server.routes[PAYMENTS] = json(answered);
    const client = clientWith();
    startPrefetch('v1/secure/payment?studentupid=S1', client);
    startPrefetch('v1/secure/payment?studentupid=S1', client); // started twice: still one request
    const read = await fetchPayments('S1', client);
    expect(read.invoices.map((i) => i.invoiceNumber)).toEqual(['INV-1']);
    expect(server.seen).toHaveLength(1);
    await fetchPayments('S1', client);
    expect(server.seen).toHaveLength(2);
  });

  it('resolves with the response, for a read that follows from it; started twice, with the one on its way', async () => {
    server.routes[PAYMENTS] = json(answered);
    const client = clientWith();
    const first = startPrefetch('v1/secure/payment?studentupid=S1', client);
    const again = startPrefetch('v1/secure/payment?studentupid=S1', client);
    expect(again).toBe(first);
    expect(await first).toEqual(answered);
    expect(server.seen).toHaveLength(1);
  });

  it("a failed prefetch is the page's read's failure, with its message", async () => {
    server.routes[PAYMENTS] = json({ message: 'boom' }, 500);
    const client = clientWith();
    startPrefetch('v1/secure/payment?studentupid=S1', client);
    const error = await rejectionOf(fetchPayments('S1', client));
    expect(error.message).toBe('Internal Server Error: Up API GET v1/secure/payment?studentupid=S1');
    expect(server.seen).toHaveLength(1);
  });

  it("a failure no page has taken yet is dropped: the page's read asks again (a Try again never gets it)", async () => {
    server.routes[PAYMENTS] = json({ message: 'boom' }, 500);
    const client = clientWith();
    startPrefetch('v1/secure/payment?studentupid=S1', client);
    await new Promise((resolve) => setTimeout(resolve, 50)); // answered and failed, not taken
    server.routes[PAYMENTS] = json(answered);
    const read = await fetchPayments('S1', client);
    expect(read.invoices.map((i) => i.invoiceNumber)).toEqual(['INV-1']);
    expect(server.seen).toHaveLength(2);
  });

  it('is not taken after PREFETCH_MS, by a read with headers of its own, by another client, or once forgotten', async () => {
    server.routes[PAYMENTS] = json(answered);
    const client = clientWith();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      startPrefetch('v1/secure/payment?studentupid=S1', client);
      clock.mockReturnValue(now + PREFETCH_MS + 1);
      await fetchPayments('S1', client);
      expect(server.seen).toHaveLength(2);

      clock.mockReturnValue(now + 2 * PREFETCH_MS);
      startPrefetch('v1/secure/payment?studentupid=S1', client);
      await client.get('v1/secure/payment?studentupid=S1', { headers: { 'x-test': '1' } });
      await fetchPayments('S1', clientWith());
      expect(server.seen).toHaveLength(5);

      forgetPrefetches(client);
      await fetchPayments('S1', client);
      expect(server.seen).toHaveLength(6);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('the singleton', () => {
  it("configured without a base address, every call fails with 'No baseUri - please configure'", async () => {
    configureApi({ baseUri: '', subscriptionKey: 'k', getTokens: () => tokens });
    const error = await rejectionOf(fetchMetadata());
    expect(error.message).toBe('No baseUri - please configure');
    expect(NO_BASE_URI_MESSAGE).toBe('No baseUri - please configure');
    expect(server.seen).toHaveLength(0);
  });

  it('is configured from settings, or from an injected client', async () => {
    server.routes['/api/v1/metadata'] = json({ countries: [{ id: 1, label: 'New Zealand' }], states: [] });
    configureApi({ ...settingsWith(), getTokens: () => tokens });
    expect((await fetchMetadata()).countries[0]?.label).toBe('New Zealand');

    const fake: ApiClient = {
      ...clientWith(),
      get: <T>() => Promise.resolve({ countries: [], states: [], injected: [] } as T),
    };
    expect(configureApi(fake)).toBe(fake);
    expect(getApi()).toBe(fake);
    expect(await fetchMetadata()).toHaveProperty('injected');
  });
});
