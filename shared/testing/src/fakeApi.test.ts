/** @jest-environment node */
// The kit's fake API outside a page: the client's own tests' server, and the API client of a test that renders
// no page.
import { getApi } from '@portal/api';
import { TEST_API, configureFakeApi, setUpFakeServer } from './fakeApi';

const server = setUpFakeServer();

describe('setUpFakeServer', () => {
  it('responds by method and url, or url alone, 404s the rest, and keeps each request as a server reads it', async () => {
    server.routes['POST /api/v1/lead'] = { status: 201, body: { id: 'L1' } };
    server.routes['/api/v1/metadata'] = { body: { countries: [] } };
    const created = await fetch(`${server.baseUri}v1/lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
      body: '{"a":1}',
    });
    expect(server.baseUri).toBe(`${TEST_API}api/`);
    expect(created.status).toBe(201);
    await expect(created.json()).resolves.toEqual({ id: 'L1' });
    await expect((await fetch(`${server.baseUri}v1/metadata`)).json()).resolves.toEqual({ countries: [] });
    expect((await fetch(`${server.baseUri}v1/metadata?x=1`)).status).toBe(404);
    expect(server.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/v1/lead',
      'GET /api/v1/metadata',
      'GET /api/v1/metadata?x=1',
    ]);
    expect(server.seen[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer t',
    });
    expect(server.seen[0]?.body.toString()).toBe('{"a":1}');
    expect(server.seen[1]?.body.length).toBe(0);
  });

  it('starts each test with no requests seen and no routes', () => {
    expect(server.seen).toEqual([]);
    expect(server.routes).toEqual({});
  });
});

describe('configureFakeApi', () => {
  it('points the API client at the responses, nobody signed in, and lists the paths requested', async () => {
    const api = configureFakeApi((path) =>
      path === 'v1/metadata' ? { body: { countries: [] } } : undefined,
    );
    await expect(getApi().get('v1/metadata')).resolves.toEqual({ countries: [] });
    await expect(getApi().get('v1/secure/student')).rejects.toMatchObject({ status: 404 });
    expect(api.seen).toEqual(['v1/metadata', 'v1/secure/student']);
    expect(api.requests[1]?.headers.Authorization).toBeUndefined();
    // By the client's own transport: nothing reaches the file's server.
    expect(server.seen).toEqual([]);
  });
});
