// The handler set: one handler for every call of the contract's table, each reached by its own call's
// requests; and the handlers through msw/node, as Jest uses them, over the seed in memory.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { CALLS, CALL_NAMES, type CallName } from '@portal/api-contract';
import { findAccountByEmail } from '../accounts';
import { buildSeed, seededStudentOf } from '../seed/seed';
import { MemoryStore } from '../store';
import { callOf } from './define';
import { RESOLVERS, createHandlers } from './index';

/** A request of each call, made with its path builder and sample parameters. */
const sample = (name: CallName): Request => {
  const kinds = CALLS[name].params as Record<string, string>;
  const params = Object.fromEntries(
    Object.entries(kinds).map(([param, kind]) => [
      param,
      kind === 'int' ? 5 : kind === 'list' ? [1, 2] : kind === 'rest' ? { a: 'b' } : `${param}-1`,
    ]),
  );
  const path = (CALLS[name].path as (p: unknown) => string)(params);
  return new Request(`http://api.test/base/${path}`, { method: CALLS[name].method });
};

test('every call of the contract has its handler, and every handler is a call of the contract', () => {
  expect(CALL_NAMES.filter((name) => typeof RESOLVERS[name] !== 'function')).toEqual([]);
  expect(Object.keys(RESOLVERS).filter((name) => !(name in CALLS))).toEqual([]);
});

test("each call's requests reach its own handler, under any base address", () => {
  expect(CALL_NAMES.map((name) => [name, callOf(sample(name))?.name])).toEqual(
    CALL_NAMES.map((name) => [name, name]),
  );
});

describe('through msw/node', () => {
  const seed = buildSeed();
  const MEI = 'mei.chen@ichm.demo';
  const mei = seededStudentOf(seed, MEI)!;
  const BASE = 'https://api.example.test/';
  const server = setupServer(
    ...createHandlers({
      store: new MemoryStore(seed, (name) => readFile(join(__dirname, '../seed/documents', name))),
      // The test's tokens are the accounts' emails.
      verifyToken: async (token) => findAccountByEmail(token),
      origins: new Set(['http://ichm.localhost:3000']),
      limits: { uploadFileBytes: 1024, uploadOpportunityBytes: 4096, uploadTotalBytes: 8192 },
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  const as =
    (token?: string) =>
    (path: string, init: RequestInit = {}) =>
      fetch(`${BASE}${path}`, {
        ...init,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
      });

  test('a public call responds to anybody; a secure one needs a token (401) and reads only its own student (403)', async () => {
    const metadata = await as()('v1/metadata');
    expect((await metadata.json()).countries[0].label).toBe('New Zealand');
    expect((await as()('v1/secure/student')).status).toBe(401);
    expect(await (await as(MEI)('v1/secure/student')).json()).toEqual(mei);
    const other = seededStudentOf(seed, 'oliver.nguyen@ichm.demo')!.studentUPId;
    expect((await as(MEI)(`v1/secure/payment?studentupid=${other}`)).status).toBe(403);
  });

  test('a file downloads as it is listed; a write is checked with the client schema', async () => {
    const files = (await (await as(MEI)(`v1/secure/student/${mei.studentUPId}/file`)).json()) as {
      id: string;
      size: number;
      name: string;
    }[];
    const pdf = files.find((f) => f.name.endsWith('.pdf'))!;
    const download = await as(MEI)(`v1/secure/student/${mei.studentUPId}/file?fileid=${pdf.id}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // Inert when its address is opened: never sniffed into a page, no script even if it were one.
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect((await download.arrayBuffer()).byteLength).toBe(pdf.size);
    const bad = await as(MEI)('v1/secure/case', {
      method: 'POST',
      body: JSON.stringify({ caseType: 'Other' }),
    });
    expect([bad.status, (await bad.json()).message]).toEqual([400, 'Application data validation error']);
  });

  test('an upload keeps its files for the opportunity, within the limits', async () => {
    const form = (size: number) => {
      const body = new FormData();
      const pdf = new Uint8Array(size);
      pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
      body.append('file', new Blob([pdf]), 'cv.pdf');
      body.append('opportunityid', 'OPP-1');
      return body;
    };
    const kept = await as()('v1/files', { method: 'POST', body: form(100) });
    expect([kept.status, (await kept.json())[0]]).toEqual([
      201,
      expect.objectContaining({ name: 'cv.pdf', size: 100 }),
    ]);
    const big = await as()('v1/files', { method: 'POST', body: form(2000) });
    expect([big.status, await big.json()]).toEqual([413, { message: 'The file cv.pdf is larger than 1Kb' }]);
  });
});
