/**
 * The signed-in student's reads a page or widget may name in its contract (`reads`): calls of the API contract
 * (@portal/api-contract's CALLS, by the same name) that take the student's id or nothing (`metadata`, the lookup
 * lists). The shell starts a route's reads beside the page's files, instead of after them: for the page the portal
 * opens at as soon as the student is known, for a menu's page when the student points at, focuses or chooses its
 * item. The page's own read of the same address takes that response (the API client's prefetch), so each is
 * requested once. A name the shell does not know is left to the page.
 */
export const PAGE_READS = [
  'enrolments',
  'studentFiles',
  'payments',
  'metadata',
  'studentApplications',
] as const;

/** A read a contract may name. */
export type PageRead = (typeof PAGE_READS)[number];
