/** What other packages may import from the local backend (it is otherwise a server, started by src/main.ts): the
 * portal's sign-in walked over HTTP, for the end-to-end tests that need a signed-in browser without the IdP's pages;
 * the server started in a child process, for the tests of tools that talk to it; the collector's records and their
 * vitals summary, for `pnpm vitals`. */
export { issuerOf, jwtClaims, signIn } from './testing/signInFlow';
export { startDevApi, type DevApiProcess } from './testing/process';
export { HealthCollector, type HealthRecord } from './health';
export { summariseVitals, vitalsTable, type VitalsBy, type VitalsRow } from './vitals';
