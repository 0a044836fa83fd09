/** What other packages may import from the local backend (it is otherwise a server, started by src/main.ts): the
 * portal's sign-in walked over HTTP, for the end-to-end tests that need a signed-in browser without the IdP's pages,
 * and the server started in a child process, for the tests of tools that talk to it. */
export { issuerOf, jwtClaims, signIn } from './testing/signInFlow';
export { startDevApi, type DevApiProcess } from './testing/process';
