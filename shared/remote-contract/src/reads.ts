/**
 * The signed-in student's reads a page or widget may name in its contract (`reads`): calls of the API contract
 * (@portal/api-contract's CALLS, by the same name) that take only the student's id. The shell starts a route's
 * reads as soon as the student is known, beside the page's files, instead of after them; the page's own read of
 * the same address takes that response (the API client's prefetch), so each is requested once. A name the shell
 * does not know is left to the page.
 */
export const PAGE_READS = ['enrolments', 'studentFiles', 'payments'] as const;

/** A read a contract may name. */
export type PageRead = (typeof PAGE_READS)[number];
