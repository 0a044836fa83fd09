/** @jest-environment node */
// The build-time contract reader, in plain Node as webpack runs it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

const route = (role: string, routePath: string, page: string) =>
  `{ role: '${role}', path: '${routePath}', access: 'signedIn', page: '${page}' }`;

/** What readContract says of a remote folder whose src/contract.ts declares `routes`: 'read', or its error. */
function read(id: string, routes: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(
    path.join(dir, 'src', 'contract.ts'),
    `export default { id: '${id}', title: { id: 'p', message: 'Part' }, routes: [${routes.join(', ')}] };\n`,
  );
  const script = `try { require('./contract.cjs').readContract(${JSON.stringify(dir)}, '${id}'); console.log('read'); } catch (error) { console.log(error.message); }`;
  try {
    return execFileSync(process.execPath, ['-e', script], { cwd: __dirname, encoding: 'utf8' }).trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it("refuses a remote's contract that leaves out a route role @portal/remote-contract lists for it", () => {
  expect(
    read('support', [
      route('support', '/case/support/general', 'SupportPage'),
      route('withdraw', '/case/support/withdraw', 'WithdrawPage'),
      route('library', '/library', 'LibraryPage'),
    ]),
  ).toBe(
    [
      'Invalid remote contract:',
      '- Remote support: route role "policiesAndProcedures" is listed in ROUTE_ROLES (@portal/remote-contract) but its contract declares no route for it',
    ].join('\n'),
  );
});

it('reads a contract with every listed role, one more, or a remote not listed yet', () => {
  expect(
    read('payments', [
      route('payments', '/payments', 'PaymentsPage'),
      route('receipts', '/receipts', 'ReceiptsPage'),
    ]),
  ).toBe('read');
  expect(read('receipts', [route('receipts', '/receipts', 'ReceiptsPage')])).toBe('read');
});
