/** @jest-environment node */
// Writes and tokens against the fake server of @portal/testing (msw/node): JSON, octet-stream and multipart bodies,
// per-call headers, the access token from settings, and the write errors (the request body carried with the status).
import { ApiError, createApiClient } from './index';
import { setUpFakeServer } from '@portal/testing/fakeApi';
import {
  TEST_TOKENS,
  closedAddress,
  json,
  rejectionOf,
  testClient,
  withTestClient,
} from './testing/testClient';

const server = withTestClient(setUpFakeServer());

const client = () => server.client();
const lastRequest = () => server.seen[server.seen.length - 1];
const body = { firstName: 'Sam', tags: ['a'] };

describe('JSON writes', () => {
  it.each(['POST', 'PUT', 'PATCH'] as const)(
    '%s sends the body as JSON and reads a JSON answer',
    async (method) => {
      server.routes[`${method} /api/v1/secure/thing`] = json({ id: 'T1' });
      const api = client();
      const send = { POST: api.post, PUT: api.put, PATCH: api.patch }[method];
      await expect(send('v1/secure/thing', body)).resolves.toEqual({ id: 'T1' });
      const request = lastRequest();
      expect(request?.method).toBe(method);
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request?.headers.accept).toBe('application/json');
      expect(request?.headers.authorization).toBe('Bearer access-123');
      expect(JSON.parse(request?.body.toString() ?? '')).toEqual(body);
    },
  );

  it.each(['POST', 'PUT', 'PATCH'] as const)(
    '%s non-OK: "<status text>: Up API %s <path>" with status, statusCode and the request body',
    async (method) => {
      server.routes[`${method} /api/v1/contact`] = { status: 409, body: '{"message":"exists"}' };
      const api = client();
      const send = { POST: api.post, PUT: api.put, PATCH: api.patch }[method];
      const error = await rejectionOf(send('v1/contact', body));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe(`Conflict: Up API ${method} v1/contact`);
      expect(error.status).toBe(409);
      expect(error.statusCode).toBe(409);
      expect(error.requestBody).toEqual(body);
    },
  );

  it('uses the server status text as it is', async () => {
    server.routes['POST /api/v1/lead'] = { status: 400, statusText: 'Bad Lead', body: '{}' };
    expect((await rejectionOf(client().post('v1/lead', body))).message).toBe('Bad Lead: Up API POST v1/lead');
  });

  it('a write responded with an error marked as success fails with the request body', async () => {
    server.routes['POST /api/v1/secure/task'] = json({ errorCode: 'E1', errorMessage: 'nope' });
    const error = await rejectionOf(client().post('v1/secure/task', body));
    expect(error.message).toBe('Bad response from API (marked as success)');
    expect(error.requestBody).toEqual(body);
    expect(error.responseBody).toEqual({ errorCode: 'E1', errorMessage: 'nope' });
  });

  it('a write that cannot reach the server: "<error>: Network problem" with the request body', async () => {
    const api = testClient(await closedAddress());
    const error = await rejectionOf(api.patch('v1/secure/student', body));
    expect(error.message).toBe('fetch failed: Network problem');
    expect(error.requestBody).toEqual(body);
  });

  it('a write responded with plain text hands out the text; an empty response is undefined', async () => {
    server.routes['POST /api/v1/secure/x'] = {
      headers: { 'Content-Type': 'text/plain' },
      body: 'https://checkout.example/abc',
    };
    server.routes['PUT /api/v1/secure/y'] = { status: 204, body: '' };
    await expect(client().post('v1/secure/x', {})).resolves.toBe('https://checkout.example/abc');
    await expect(client().put('v1/secure/y', {})).resolves.toBeUndefined();
  });

  it('a POST without a body sends none and no Content-Type', async () => {
    server.routes['POST /api/v2/secure/studentApplication/A1/order'] = json({ ok: true });
    await client().post('v2/secure/studentApplication/A1/order');
    expect(lastRequest()?.body.length).toBe(0);
    expect(lastRequest()?.headers['content-type']).toBeUndefined();
  });

  it('adds the headers of a call', async () => {
    server.routes['POST /api/v1/secure/zip/charge'] = json({});
    await client().post('v1/secure/zip/charge', {}, { headers: { opportunityId: 'OPP-1' } });
    expect(lastRequest()?.headers.opportunityid).toBe('OPP-1');
  });

  it('fails with "No baseUri - please configure" before sending a write', async () => {
    const error = await rejectionOf(testClient('').post('v1/lead', body));
    expect(error.message).toBe('No baseUri - please configure');
    expect(server.seen).toHaveLength(0);
  });
});

describe('binary and multipart bodies', () => {
  it('PUTs an octet-stream body', async () => {
    server.routes['PUT /api/v1/secure/student/image'] = json({});
    await client().putBinary('v1/secure/student/image', new Blob([new Uint8Array([0xff, 0xd8, 0xff])]));
    expect(lastRequest()?.headers['content-type']).toBe('application/octet-stream');
    expect([...(lastRequest()?.body ?? [])]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('POSTs a multipart form with the boundary the runtime chose', async () => {
    server.routes['POST /api/v1/files'] = json({ uploaded: 1 });
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    await client().postMultipart('v1/files', form);
    expect(lastRequest()?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest()?.body.toString()).toContain('filename="a.txt"');
  });
});

describe('the access token', () => {
  const withToken = (accessToken: Parameters<typeof createApiClient>[0]['accessToken']) =>
    createApiClient(server.settings({ getTokens: undefined, accessToken }));

  it.each([
    ['a value', 'value-token'],
    ['a function', () => 'function-token'],
    ['an async function', () => Promise.resolve('async-token')],
  ])('is taken from the settings as %s, for secure paths only', async (_what, accessToken) => {
    server.routes['/api/v1/secure/student'] = json({ firstName: 'A' });
    server.routes['/api/v1/metadata'] = json({});
    const api = withToken(accessToken);
    await api.get('v1/secure/student');
    await api.get('v1/metadata');
    const expected = typeof accessToken === 'function' ? await accessToken() : accessToken;
    expect(server.seen.map((s) => s.headers.authorization)).toEqual([`Bearer ${expected}`, undefined]);
  });

  it('wins over the access token of getTokens(), keeping its id token', async () => {
    server.routes['/api/v1/secure/student'] = json({});
    const api = createApiClient(
      server.settings({ getTokens: () => TEST_TOKENS, accessToken: () => 'configured' }),
    );
    await api.get('v1/secure/student');
    expect(lastRequest()?.headers.authorization).toBe('Bearer configured');
    expect(lastRequest()?.headers['id-token']).toBe('id-456');
  });

  it('sends no Authorization when the function has no token', async () => {
    server.routes['/api/v1/secure/student'] = json({});
    await withToken(() => undefined).get('v1/secure/student');
    expect(lastRequest()?.headers.authorization).toBeUndefined();
  });
});
