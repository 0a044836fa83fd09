// The renewal's retry rule, without oidc-client-ts: which failures are tried again, how long the waits are, and
// that no retry runs past the access token's expiry. (session.test.ts drives it through oidc-client-ts.)
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import {
  RENEWAL_RETRY_MAX_MS,
  RenewalStopped,
  isTransientRenewalFailure,
  renewWithRetries,
  renewalRetryDelay,
} from './renewal';
import { SignInError } from './signInError';

describe('which failures are tried again', () => {
  it.each([
    ['no answer within the time limit (oidc-client-ts)', new ErrorTimeout('Network timed out')],
    [
      'no answer within the time limit (ours)',
      Object.assign(new Error('No answer in time'), { name: 'TimeoutError' }),
    ],
    ['no connection', new TypeError('Failed to fetch')],
    ['503 with no OAuth error', new Error('Service Unavailable (503): {}')],
    ['502 with no body', new Error('Bad Gateway (502)')],
    ['429', new Error('Too Many Requests (429)')],
    ['a gateway error page (not JSON)', new Error('Invalid response Content-Type: text/html, from URL: x')],
    ['OAuth temporarily_unavailable', new ErrorResponse({ error: 'temporarily_unavailable' })],
    ['OAuth server_error', new ErrorResponse({ error: 'server_error' })],
    [
      'discovery without an answer',
      new SignInError('start', 'No answer in time', { cause: new ErrorTimeout('Network timed out') }),
    ],
  ])('%s: tried again', (_what, error) => expect(isTransientRenewalFailure(error)).toBe(true));

  it.each([
    ['invalid_grant (the refresh token revoked or expired)', new ErrorResponse({ error: 'invalid_grant' })],
    ['invalid_client', new ErrorResponse({ error: 'invalid_client' })],
    ['400 with no OAuth error', new Error('Bad Request (400): {}')],
    ['401', new Error('Unauthorized (401)')],
    ['no refresh token', new Error('The session has no refresh token to renew it with')],
    [
      'an answer of another issuer',
      new SignInError('return', 'The answer came from another sign-in service'),
    ],
    ['not an error', 'oops'],
  ])('%s: given up at once', (_what, error) => expect(isTransientRenewalFailure(error)).toBe(false));
});

it('waits twice as long each time, at most 16 s, somewhere between half and all of it', () => {
  expect([0, 1, 2, 3, 4, 5, 8].map((n) => renewalRetryDelay(n, () => 0.999999))).toEqual([
    1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000,
  ]);
  expect(renewalRetryDelay(0, () => 0)).toBe(500);
  expect(renewalRetryDelay(9, () => 0)).toBe(RENEWAL_RETRY_MAX_MS / 2);
});

describe('renewWithRetries', () => {
  /** A clock that the waits move on (no real time passes). */
  function clock(start = 1_000_000) {
    let time = start;
    const waits: number[] = [];
    return {
      now: () => time,
      wait: async (ms: number) => {
        waits.push(ms);
        time += ms;
      },
      waits,
      at: () => time,
    };
  }
  const unavailable = () => Promise.reject(new Error('Service Unavailable (503)'));
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a failure for now, then the renewal: renewed', async () => {
    const c = clock();
    const attempt = jest.fn().mockImplementationOnce(unavailable).mockResolvedValueOnce('renewed');
    await expect(
      renewWithRetries(attempt, {
        until: c.now() + 60_000,
        timeLimit: 10_000,
        stopped: () => false,
        ...c,
        random: () => 0.999999,
      }),
    ).resolves.toBe('renewed');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(c.waits).toEqual([1_000]);
  });

  it('a refusal (invalid_grant) is not tried again', async () => {
    const c = clock();
    const refused = new ErrorResponse({ error: 'invalid_grant' });
    const attempt = jest.fn().mockRejectedValue(refused);
    await expect(
      renewWithRetries(attempt, { until: c.now() + 60_000, timeLimit: 10_000, stopped: () => false, ...c }),
    ).rejects.toBe(refused);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(c.waits).toEqual([]);
  });

  it('tries again only while a retry ends before the token expires, then fails with the last failure', async () => {
    const c = clock();
    const until = c.now() + 60_000;
    const starts: number[] = [];
    const attempt = jest.fn(() => {
      starts.push(c.now());
      return unavailable();
    });
    await expect(
      renewWithRetries(attempt, {
        until,
        timeLimit: 10_000,
        stopped: () => false,
        ...c,
        random: () => 0.999999,
      }),
    ).rejects.toThrow('Service Unavailable (503)');
    // 0, 1, 3, 7, 15, 31, 47 s: the next one (16 s later, at 63 s) would start after the expiry at 60 s.
    expect(starts.map((t) => (t - starts[0]!) / 1000)).toEqual([0, 1, 3, 7, 15, 31, 47]);
    expect(c.at()).toBeLessThan(until);
    expect(Math.max(...starts) + 10_000).toBeLessThanOrEqual(until);
  });

  it('each attempt gets the request time limit: one that does not answer in time is tried again', async () => {
    jest.useFakeTimers();
    try {
      const attempt = jest
        .fn()
        .mockImplementationOnce(() => new Promise(() => undefined))
        .mockResolvedValueOnce('renewed');
      const renewing = renewWithRetries(attempt, {
        until: Date.now() + 60_000,
        timeLimit: 10_000,
        stopped: () => false,
        random: () => 0,
      });
      await jest.advanceTimersByTimeAsync(9_999);
      expect(attempt).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1 + 500);
      await expect(renewing).resolves.toBe('renewed');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops when the session ends meanwhile: no further attempt', async () => {
    const c = clock();
    let ended = false;
    const attempt = jest.fn(() => {
      ended = true; // e.g. another tab signs out while this attempt is under way
      return unavailable();
    });
    await expect(
      renewWithRetries(attempt, { until: c.now() + 60_000, timeLimit: 10_000, stopped: () => ended, ...c }),
    ).rejects.toBeInstanceOf(RenewalStopped);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
