/** Attempt limits: the limiter itself (sliding window, fake clock), then black-box the passcode check
 * and the sign-in form: 5 failures (the default) of one key within 15 minutes, and the next attempt is
 * 429 with Retry-After, even with the right passcode or password; other sessions, emails and callers
 * are not held up; after the window the key may be tried again. */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@portal/mock-api';
import { attemptLimiter } from './limits';
import { openLoginForm, startDevApi, type DevApiProcess } from './testing/devApiProcess';

jest.setTimeout(30000);

describe('attemptLimiter', () => {
  test('refuses after max failures in the window the first one opened, until it ends; success forgets', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const limiter = attemptLimiter(3, 60);
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.retryAfter('a')).toBe(0);
      await limiter.fail('a');
      jest.advanceTimersByTime(10_000);
    }
    // Failures at 0 s, 10 s and 20 s; it is 30 s: the window the first one opened ends at 60 s.
    expect(await limiter.retryAfter('a')).toBe(30);
    expect(await limiter.retryAfter('b')).toBe(0);
    jest.advanceTimersByTime(30_000);
    expect(await limiter.retryAfter('a')).toBe(0);
    for (let i = 0; i < 3; i += 1) await limiter.fail('a');
    expect(await limiter.retryAfter('a')).toBe(60);
    await limiter.succeed('a');
    expect(await limiter.retryAfter('a')).toBe(0);
    jest.useRealTimers();
  });
});

let dataDir: string;
let api: DevApiProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dev-api-attempts-'));
  api = await startDevApi(dataDir);
});
afterAll(async () => {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A GET from a given local address (another caller on this machine: 127.0.0.2 is loopback too). */
function getFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url.replace('localhost', '127.0.0.1'), { localAddress }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

async function newSession(base: string): Promise<{ id: string; devPasscode: string }> {
  const res = await fetch(`${base}/v1/session/passcode/yoobee/applicant@example.com`, { method: 'POST' });
  return (await res.json()) as { id: string; devPasscode: string };
}

const check = (base: string, id: string, passcode: string) =>
  fetch(`${base}/v1/session/passcode/${id}/${passcode}`);

const wrong = (passcode: string) => String((Number(passcode) + 1) % 1_000_000).padStart(6, '0');

describe('passcode checks', () => {
  test('the 6th attempt after 5 wrong passcodes is 429 with Retry-After, even with the right one', async () => {
    const session = await newSession(api.baseUrl);
    for (let i = 0; i < 5; i += 1)
      expect((await check(api.baseUrl, session.id, wrong(session.devPasscode))).status).toBe(401);
    const refused = await check(api.baseUrl, session.id, session.devPasscode);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(890);
    expect(wait).toBeLessThanOrEqual(900);
    expect(await refused.json()).toEqual({
      message: 'Too many wrong passcodes for this session. Try again in 15 minutes.',
    });
    // The session was not verified by the refused attempt.
    const state = (await (await fetch(`${api.baseUrl}/v1/session/${session.id}`)).json()) as {
      verified: boolean;
    };
    expect(state.verified).toBe(false);

    // Another caller, and another session of the same caller, are not held up.
    expect(
      await getFrom(`${api.baseUrl}/v1/session/passcode/${session.id}/${session.devPasscode}`, '127.0.0.2'),
    ).toBe(200);
    const other = await newSession(api.baseUrl);
    expect((await check(api.baseUrl, other.id, other.devPasscode)).status).toBe(200);
  });

  test('a right passcode forgets the failures before it', async () => {
    const session = await newSession(api.baseUrl);
    for (let i = 0; i < 4; i += 1) await check(api.baseUrl, session.id, wrong(session.devPasscode));
    expect((await check(api.baseUrl, session.id, session.devPasscode)).status).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await check(api.baseUrl, session.id, wrong(session.devPasscode))).status).toBe(401);
  });

  test('after the window (--attempt-window, here 1 s) the session may be tried again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-attempts-window-'));
    const short = await startDevApi(dir, ['--attempts', '2', '--attempt-window', '1']);
    try {
      const session = await newSession(short.baseUrl);
      for (let i = 0; i < 2; i += 1) await check(short.baseUrl, session.id, wrong(session.devPasscode));
      const refused = await check(short.baseUrl, session.id, session.devPasscode);
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '1']);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await check(short.baseUrl, session.id, session.devPasscode)).status).toBe(200);
    } finally {
      await short.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the sign-in form', () => {
  const YOOBEE = 'http://yoobee.localhost:3000';
  const alertOf = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];

  test('5 wrong passwords, then 429 with Retry-After and the message on the page, even for the right one', async () => {
    const submit = await openLoginForm({ baseUrl: api.baseUrl, group: 'aad', origin: YOOBEE });
    const email = 'hemi.walker@yoobee.demo';
    for (let i = 0; i < 5; i += 1) {
      const res = await submit(email, `wrong-${i}`);
      expect([res.status, alertOf(await res.text())]).toEqual([401, 'Incorrect email or password.']);
    }
    const refused = await submit(email.toUpperCase(), DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(890);
    const page = await refused.text();
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(alertOf(page)).toBe('Too many failed sign-in attempts for this email. Try again in 15 minutes.');
    // The form is still there, with the email filled in.
    expect(page).toContain(`value="${email.toUpperCase()}"`);

    // Another email is not held up: it signs in (a redirect on to the portal).
    const other = await submit('isla.brown@yoobee.demo', DEMO_PASSWORD);
    expect(other.status).toBe(303);
  });
});
