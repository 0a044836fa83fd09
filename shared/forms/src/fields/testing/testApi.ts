// Test support: a real HTTP server (node:http on port 0) the API client talks to, and a `fetch`
// over node:http for jsdom (which has no fetch of its own). No module of ours is mocked.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '@portal/api';

/** The response of a route: a JSON body (status 200 unless given). */
export interface TestResponse {
  status?: number;
  body: unknown;
}

/** Answers a request path (without the base path), e.g. 'v1/metadata'. */
export type TestRoutes = (path: string) => TestResponse | Promise<TestResponse>;

/** A minimal fetch over node:http: what the API client reads (ok, status, text, blob). */
const nodeFetch = ((input: string | URL, init: RequestInit = {}) =>
  new Promise<Response>((resolve, reject) => {
    const call = request(
      String(input),
      { method: init.method ?? 'GET', headers: init.headers as Record<string, string> },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            statusText: res.statusMessage ?? '',
            text: async () => text,
            json: async () => JSON.parse(text) as unknown,
            blob: async () => new Blob([text]),
          } as Response);
        });
      },
    );
    call.on('error', reject);
    call.end();
  })) as typeof fetch;

export interface TestApi {
  /** Every request path seen, in order. */
  seen: string[];
  close(): Promise<void>;
}

/** Starts a server answering with `routes` (404 for paths it does not know) and points the
 * portal's API client at it. */
export async function startTestApi(routes: TestRoutes): Promise<TestApi> {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').replace(/^\/api\//, '');
    seen.push(path);
    Promise.resolve(routes(path)).then(
      ({ status = 200, body }) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end('{"message":"route failed"}');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBaseUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  configureApi({ baseUri: apiBaseUri, getTokens: () => null, fetch: nodeFetch });
  return {
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A 404 response, for paths a test does not serve. */
export const NOT_FOUND: TestResponse = { status: 404, body: { message: 'not found' } };
