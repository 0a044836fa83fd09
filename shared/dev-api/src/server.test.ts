/** Black-box tests of the running server: sign-in with code + PKCE, the API's access rules and
 * shapes, CORS, sign-out, and data that survives a restart. */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_PASSWORD,
  buildSeed,
  findAccountByEmail,
  seededStudentOf,
  type Enrolment,
  type PaymentRecord,
  type StudentFile,
  type StudentProfile,
} from '@portal/mock-api';
import { readData } from './testing/dataFolder';
import {
  CookieJar,
  apiGet,
  authorizationUrl,
  corsPreflight,
  discover,
  issuerOf,
  openLoginForm,
  runDevApi,
  signIn,
  signInPagesOf,
  startDevApi,
  type DevApiProcess,
  type SignInResult,
} from './testing/devApiProcess';

jest.setTimeout(30000);

const seed = buildSeed();
const upidOf = (email: string): string => {
  const upid = findAccountByEmail(email)?.studentUPId;
  if (!upid) throw new Error(`no student for ${email}`);
  return upid;
};

const MEI = 'mei.chen@ichm.demo';
const AVA = 'ava.ngata@up-online.demo';
const ICHM = 'http://ichm.localhost:3000';
const YOOBEE = 'http://yoobee.localhost:3000';

let dataDir: string;
let api: DevApiProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dev-api-test-'));
  api = await startDevApi(dataDir);
});

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('prints the address, both issuers and the demo accounts', () => {
  const out = api.output();
  expect(out).toContain(`${api.baseUrl}/idp/cognito`);
  expect(out).toContain(`${api.baseUrl}/idp/aad`);
  expect(out).toContain('portal-cognito');
  expect(out).toContain(AVA);
  expect(out).toContain(DEMO_PASSWORD);
});

test('publishes OIDC discovery for both issuers (their shapes: idp/vendors.test.ts)', async () => {
  for (const group of ['cognito', 'aad'] as const) {
    const res = await fetch(`${issuerOf(api.baseUrl, group)}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(issuerOf(api.baseUrl, group));
    expect(doc.authorization_endpoint).toMatch(/\/oauth2\/(v2\.0\/)?authorize$/);
  }
});

test('metadata is public', async () => {
  const res = await apiGet(api.baseUrl, 'v1/metadata');
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    countries: { label: string; isoCode: string }[];
    states: { abbreviation: string; countryId: number }[];
  };
  expect(body.countries.slice(0, 2).map((c) => c.label)).toEqual(['New Zealand', 'Australia']);
  expect(body.states.filter((s) => s.countryId === 36).map((s) => s.abbreviation)).toEqual([
    'ACT',
    'NSW',
    'NT',
    'QLD',
    'SA',
    'TAS',
    'VIC',
    'WA',
  ]);
});

test('secure paths answer 401 without a token or with a bad one', async () => {
  for (const token of [undefined, 'not-a-real-token']) {
    const res = await apiGet(api.baseUrl, `v1/secure/student?studentupid=${upidOf(MEI)}`, token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  }
  const noScheme = await fetch(`${api.baseUrl}/v1/secure/enrolment?studentupid=${upidOf(MEI)}`, {
    headers: { Authorization: 'Basic abc' },
  });
  expect(noScheme.status).toBe(401);
});

test('an unknown path is a JSON 404', async () => {
  const res = await apiGet(api.baseUrl, 'v1/nothing-here');
  expect(res.status).toBe(404);
  expect(await res.json()).toHaveProperty('message');
});

describe('signed in with code + PKCE (cognito, ichm)', () => {
  let session: SignInResult;
  const upid = upidOf(MEI);

  beforeAll(async () => {
    session = await signIn({
      baseUrl: api.baseUrl,
      group: 'cognito',
      email: MEI,
      password: DEMO_PASSWORD,
      origin: ICHM,
    });
  });

  test('the token endpoint responds to the shell origin with CORS, and the ID token carries the claims', () => {
    expect(session.tokenResponse.headers.get('access-control-allow-origin')).toBe(ICHM);
    expect(session.tokens.refresh_token).toEqual(expect.any(String));
    expect(session.tokens.expires_in).toBe(3600);
    expect(session.claims).toMatchObject({
      iss: `${api.baseUrl}/idp/cognito`,
      aud: 'portal-cognito',
      email: MEI,
      email_verified: true,
      name: 'Mei Chen',
      given_name: 'Mei',
      family_name: 'Chen',
      'custom:provider': 'ichm',
    });
  });

  test('reads its own student, with and without studentupid', async () => {
    const expected = seededStudentOf(seed, MEI) as StudentProfile;
    for (const path of ['v1/secure/student', `v1/secure/student?studentupid=${upid}`]) {
      const res = await apiGet(api.baseUrl, path, session.tokens.access_token, {
        'Id-Token': session.tokens.id_token,
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as StudentProfile;
      expect(body).toMatchObject({
        studentUPId: upid,
        firstName: 'Mei',
        lastName: 'Chen',
        studentId: expected.studentId,
        city: expected.city,
      });
    }
  });

  test("another student's data is 403", async () => {
    const other = upidOf('oliver.nguyen@ichm.demo');
    for (const path of [
      `v1/secure/student?studentupid=${other}`,
      `v1/secure/enrolment?studentupid=${other}`,
      `v1/secure/payment?studentupid=${other}`,
      `v1/secure/student/${other}/file`,
      `v1/secure/student/image?studentupid=${other}`,
    ]) {
      const res = await apiGet(api.baseUrl, path, session.tokens.access_token);
      expect([path, res.status]).toEqual([path, 403]);
      expect(await res.json()).toEqual({ message: 'Forbidden' });
    }
  });

  test('enrolments carry blocks, modules, records, assessments and attempts', async () => {
    const res = await apiGet(
      api.baseUrl,
      `v1/secure/enrolment?studentupid=${upid}`,
      session.tokens.access_token,
    );
    expect(res.status).toBe(200);
    const list = (await res.json()) as Enrolment[];
    expect(list.map((e) => e.courseName)).toEqual((seed.enrolments[upid] ?? []).map((e) => e.courseName));
    expect(list[0]?.courseName).toBe('Bachelor of Business (International Hotel Management)');
    const block = list[0]?.enrolmentBlockList[0];
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'courseCode',
      'courseName',
      'endDate',
      'enrolmentBlockList',
      'enrolmentCourseId',
      'percentComplete',
      'startDate',
    ]);
    expect(Object.keys(block ?? {}).sort()).toEqual([
      'censusDate',
      'endDate',
      'enrolmentModuleList',
      'index',
      'name',
      'startDate',
      'wnfDate',
    ]);
    const module = block?.enrolmentModuleList[0];
    expect(Object.keys(module ?? {}).sort()).toEqual([
      'academicRecords',
      'endDate',
      'enrolmentModuleAssessmentList',
      'index',
      'moduleCode',
      'name',
      'startDate',
    ]);
    const assessment = module?.enrolmentModuleAssessmentList[0];
    expect(Object.keys(assessment ?? {}).sort()).toEqual([
      'assessmentAttempts',
      'assessmentCode',
      'assessmentInternalId',
      'externalGrade',
      'gradedDate',
      'name',
      'status',
      'submissionDate',
    ]);

    const one = list[1] as Enrolment;
    const filtered = await apiGet(
      api.baseUrl,
      `v1/secure/enrolment?studentupid=${upid}&enrolmentid=${one.enrolmentCourseId}`,
      session.tokens.access_token,
    );
    expect(((await filtered.json()) as Enrolment[]).map((e) => e.enrolmentCourseId)).toEqual([
      one.enrolmentCourseId,
    ]);
  });

  test('lists files and downloads one with its type and name', async () => {
    const res = await apiGet(api.baseUrl, `v1/secure/student/${upid}/file`, session.tokens.access_token);
    expect(res.status).toBe(200);
    const files = (await res.json()) as StudentFile[];
    expect(files).toHaveLength(10);
    expect(Object.keys(files[0] ?? {}).sort()).toEqual(['category', 'id', 'modified', 'name', 'size']);
    expect(files.some((f) => Date.now() - Date.parse(f.modified) < 24 * 3600 * 1000)).toBe(true);

    const pdf = files.find((f) => f.name.endsWith('.pdf')) as StudentFile;
    const download = await apiGet(
      api.baseUrl,
      `v1/secure/student/${upid}/file?fileid=${pdf.id}`,
      session.tokens.access_token,
      { Origin: ICHM },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="');
    expect(download.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(pdf.size);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const missing = await apiGet(
      api.baseUrl,
      `v1/secure/student/${upid}/file?fileid=nope`,
      session.tokens.access_token,
    );
    expect(missing.status).toBe(404);
  });

  test('payments use Xero PascalCase keys', async () => {
    const res = await apiGet(
      api.baseUrl,
      `v1/secure/payment?studentupid=${upid}`,
      session.tokens.access_token,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as PaymentRecord;
    const expected = seed.payments[upid] as PaymentRecord;
    expect(body.invoices).toHaveLength(11);
    expect(body.invoices.map((i) => [i.InvoiceNumber, i.Total, i.AmountPaid, i.AmountDue])).toEqual(
      expected.invoices.map((i) => [i.InvoiceNumber, i.Total, i.AmountPaid, i.AmountDue]),
    );
    const invoice = body.invoices[0];
    expect(invoice).toEqual(
      expect.objectContaining({
        InvoiceNumber: expect.any(String),
        AmountDue: expect.any(Number),
        AmountPaid: expect.any(Number),
      }),
    );
    expect(invoice?.Payments[0]).toEqual({ PaymentID: expect.any(String) });
    const payment = body.payments[0];
    expect(payment).toEqual(
      expect.objectContaining({
        PaymentID: expect.any(String),
        PaymentType: expect.any(String),
        Amount: expect.any(Number),
        Date: expect.any(String),
        Account: { Code: expect.any(String) },
      }),
    );
    const ids = new Set(body.payments.map((p) => p.PaymentID));
    expect(body.invoices.every((i) => i.Payments.every((p) => ids.has(p.PaymentID)))).toBe(true);
  });

  test('serves the avatar image: a seeded picture (a PNG, never active content like SVG)', async () => {
    const res = await apiGet(
      api.baseUrl,
      `v1/secure/student/image?studentupid=${upid}`,
      session.tokens.access_token,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([256, 256]);
  });

  test('the refresh token is not rotated: it works twice', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${await signInPagesOf(api.baseUrl, 'cognito')}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ICHM },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: session.tokens.refresh_token ?? '',
          client_id: 'portal-cognito',
        }).toString(),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { access_token: string; refresh_token?: string };
      expect(body.refresh_token ?? session.tokens.refresh_token).toBe(session.tokens.refresh_token);
      expect((await apiGet(api.baseUrl, 'v1/secure/student', body.access_token)).status).toBe(200);
    }
  });
});

test('a student without a payment record gets 404 for payments and for the image', async () => {
  const email = 'liam.oconnor@up-online.demo';
  const { tokens } = await signIn({
    baseUrl: api.baseUrl,
    group: 'cognito',
    email,
    password: DEMO_PASSWORD,
    origin: 'http://up-online.localhost:3000',
  });
  const payments = await apiGet(
    api.baseUrl,
    `v1/secure/payment?studentupid=${upidOf(email)}`,
    tokens.access_token,
  );
  expect(payments.status).toBe(404);
  expect(await payments.json()).toHaveProperty('message');
  const image = await apiGet(
    api.baseUrl,
    `v1/secure/student/image?studentupid=${upidOf(email)}`,
    tokens.access_token,
  );
  expect(image.status).toBe(404);
});

test('accounts without a student get 404 "No matching student" (cognito and aad)', async () => {
  const cases = [
    { email: 'jordan.reid@up-online.demo', group: 'cognito' as const, origin: 'http://localhost:3000' },
    { email: 'kiri.tane@yoobee.demo', group: 'aad' as const, origin: YOOBEE },
  ];
  for (const { email, group, origin } of cases) {
    const { tokens } = await signIn({ baseUrl: api.baseUrl, group, email, password: DEMO_PASSWORD, origin });
    const res = await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No matching student' });
  }
});

test('a wrong password shows "Incorrect email or password."; an account of the other group is refused', async () => {
  await expect(
    signIn({ baseUrl: api.baseUrl, group: 'cognito', email: MEI, password: 'wrong-password', origin: ICHM }),
  ).rejects.toThrow('Incorrect email or password.');
  await expect(
    signIn({
      baseUrl: api.baseUrl,
      group: 'aad',
      email: MEI,
      password: DEMO_PASSWORD,
      origin: 'http://localhost:3000',
    }),
  ).rejects.toThrow('Incorrect email or password.');
});

test('no sign-in page can be framed: login, its error, the expired and error pages, sign-out (both groups)', async () => {
  const framed: string[] = [];
  const check = (what: string, res: Response) => {
    const csp = res.headers.get('content-security-policy') ?? '';
    if (!/(^|;)\s*frame-ancestors 'none'\s*(;|$)/.test(csp) || res.headers.get('x-frame-options') !== 'DENY')
      framed.push(
        `${what} (${res.status}): ${csp || 'no CSP'}, X-Frame-Options ${res.headers.get('x-frame-options')}`,
      );
  };
  for (const [group, origin] of [
    ['cognito', ICHM],
    ['aad', YOOBEE],
  ] as const) {
    const issuer = await signInPagesOf(api.baseUrl, group);
    const { authorization_endpoint: authorize, end_session_endpoint: endSession } = await discover(
      api.baseUrl,
      group,
    );
    const jar = new CookieJar();
    const go = async (url: string) => {
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.store(res);
      return res;
    };
    const auth = await authorizationUrl(api.baseUrl, group, {
      origin,
      scope: 'openid email profile',
      state: 'frame-test',
    });
    const interaction = (await go(auth)).headers.get('location') as string;
    const login = await go(new URL(interaction, auth).href);
    expect([group, login.status, await login.text()]).toEqual([group, 200, expect.stringContaining('<form')]);
    check(`${group} login page`, login);
    const submit = await openLoginForm({ baseUrl: api.baseUrl, group, origin });
    check(
      `${group} wrong password`,
      await submit(group === 'cognito' ? MEI : 'hemi.walker@yoobee.demo', 'wrong'),
    );
    check(`${group} expired interaction`, await fetch(`${issuer}/interaction/expired-uid`));
    check(`${group} error page`, await fetch(`${authorize}?client_id=nobody&response_type=code`));
    check(
      `${group} sign-out page`,
      await fetch(endSession ?? `${issuer}/logout?client_id=portal-cognito&logout_uri=x`),
    );
  }
  expect(framed).toEqual([]);
});

test('sign-out is one auto-submitted step back to /signout; revoking the refresh token ends the tokens', async () => {
  const origin = 'http://up-online.localhost:3000';
  const { tokens, jar } = await signIn({
    baseUrl: api.baseUrl,
    group: 'cognito',
    email: AVA,
    password: DEMO_PASSWORD,
    origin,
  });
  expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(200);

  // The user pool's /logout (Cognito's): client_id and logout_uri; it comes back with no state.
  const end = new URL(`${await signInPagesOf(api.baseUrl, 'cognito')}/logout`);
  end.search = new URLSearchParams({
    client_id: 'portal-cognito',
    logout_uri: `${origin}/signout`,
  }).toString();
  const page = await fetch(end, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.store(page);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('name="logout" value="yes"');
  expect(html).toContain('.submit()');
  const action = /action="([^"]+)"/.exec(html)?.[1] as string;
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] as string;
  const confirm = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  expect(confirm.status).toBe(303);
  expect(confirm.headers.get('location')).toBe(`${origin}/signout`);

  // As Cognito's, the user pool's /logout leaves the tokens valid: the client revokes its refresh token.
  expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(200);
  await fetch(`${await signInPagesOf(api.baseUrl, 'cognito')}/oauth2/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: tokens.refresh_token ?? '', client_id: 'portal-cognito' }).toString(),
  });
  expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(401);
  const refresh = await fetch(`${await signInPagesOf(api.baseUrl, 'cognito')}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      client_id: 'portal-cognito',
    }).toString(),
  });
  expect(refresh.status).toBe(400);
});

describe('CORS', () => {
  test('allows a shell origin, with the portal headers, and answers preflight', async () => {
    const preflight = await corsPreflight(api.baseUrl, 'v1/secure/student', {
      origin: YOOBEE,
      method: 'GET',
      requestHeaders: 'authorization,id-token,ocp-apim-subscription-key,source',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(YOOBEE);
    const allowHeaders = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['source', 'authorization', 'id-token', 'ocp-apim-subscription-key'])
      expect(allowHeaders).toContain(header);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE');

    const get = await apiGet(api.baseUrl, 'v1/metadata', undefined, { Origin: YOOBEE });
    expect(get.headers.get('access-control-allow-origin')).toBe(YOOBEE);
    const unauthorized = await apiGet(api.baseUrl, 'v1/secure/student', undefined, { Origin: YOOBEE });
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(YOOBEE);
  });

  test('gives no CORS header to another origin', async () => {
    const preflight = await corsPreflight(api.baseUrl, 'v1/secure/student', {
      origin: 'http://evil.example',
      method: 'GET',
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const get = await apiGet(api.baseUrl, 'v1/metadata', undefined, { Origin: 'http://evil.example' });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('data on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-restart-'));
  const email = 'hemi.walker@yoobee.demo';
  // A hand edit of the student's own file (records/students/<n>-<studentUPId>.json), in place.
  const editFirstName = (name: string) => {
    const folder = join(dir, 'records', 'students');
    const file = join(
      folder,
      readdirSync(folder).find((n) => n.endsWith(`-${upidOf(email)}.json`)) as string,
    );
    const student = JSON.parse(readFileSync(file, 'utf8')) as StudentProfile;
    writeFileSync(file, JSON.stringify({ ...student, firstName: name }));
  };
  const firstName = async (server: DevApiProcess, token: string) => {
    const res = await apiGet(server.baseUrl, 'v1/secure/student', token);
    expect(res.status).toBe(200);
    return ((await res.json()) as StudentProfile).firstName;
  };

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('survives a restart (with the sign-in and a hand edit), and --reset / reset restore the seed', async () => {
    let server = await startDevApi(dir);
    let token = '';
    try {
      ({
        tokens: { access_token: token },
      } = await signIn({
        baseUrl: server.baseUrl,
        group: 'aad',
        email,
        password: DEMO_PASSWORD,
        origin: YOOBEE,
      }));
      expect(await firstName(server, token)).toBe('Hemi');
    } finally {
      await server.stop();
    }
    // A hand edit is read at the next start.
    editFirstName('Changed');

    server = await startDevApi(dir);
    try {
      expect(server.output()).toContain('loaded');
      expect(await firstName(server, token)).toBe('Changed');
    } finally {
      await server.stop();
    }

    server = await startDevApi(dir, ['--reset']);
    try {
      expect(await firstName(server, token)).toBe('Hemi');
    } finally {
      await server.stop();
    }

    editFirstName('Again');
    const reset = runDevApi(['--reset-only', '--data', dir]);
    expect(reset.status).toBe(0);
    expect(seededStudentOf(readData(dir), email)?.firstName).toBe('Hemi');
  });
});
