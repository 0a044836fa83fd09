/**
 * The transport of mock-user mode (spec portal §6): a `fetch` for configureApi({ fetch }) that answers
 * the student's own calls (student, enrolments, files, payments) from dummy data with real `Response`s,
 * and every other call with a 404 JSON error (so the usual error messages apply). No request leaves
 * the browser. It loads on demand in a chunk of its own, with its data: nothing of it ships on a route
 * unless mock mode is on.
 */
export async function loadMockFetch(): Promise<typeof fetch> {
  const { createMockFetch } = await import(/* webpackChunkName: "api-mock" */ './mockFetch');
  return createMockFetch();
}
