import { PAGE_READ_PATHS } from '@portal/api';
import { PAGE_READS, type PageRead, type RemoteContract } from '@portal/remote-contract';
import type { FakeApi } from './fakeApi';
import { DEMO_SESSION } from './renderPage';

/** The reads a remote's contract names for one of its pages or widgets (`reads`; none when absent), sorted.
 * Throws when the contract has no page or widget of that name. */
export function declaredReads(contract: RemoteContract, name: string): PageRead[] {
  const declared =
    contract.routes.find((route) => route.page === name) ??
    contract.widgets?.find((widget) => widget.module === name);
  if (!declared) throw new Error(`${contract.id} declares no page or widget ${name}`);
  return [...(declared.reads ?? [])].sort();
}

/** The student's reads a contract may name (PAGE_READS) among the GETs a page made, each once, sorted: what its
 * contract's `reads` should say, so the shell starts them early, e.g.
 *   expect(pageReadsMade(page.api)).toEqual(declaredReads(contract, 'PaymentsPage')) */
export function pageReadsMade(api: FakeApi, studentId: string = DEMO_SESSION.studentId): PageRead[] {
  const gets = new Set(api.requests.filter((r) => r.method === 'GET').map((r) => r.path));
  return PAGE_READS.filter((read) => gets.has(PAGE_READ_PATHS[read](studentId))).sort();
}
