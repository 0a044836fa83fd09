import path from 'node:path';
import apps from '../../apps.json';

/** The e2e profile of scripts/serve.mjs: the ports of apps.json + 100 (E2E_PORT_OFFSET moves it, so two
 * checkouts can run their end-to-end tests side by side). */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET) || 100;
/** The run's profile: the servers keep its data, remotes.json and deployed builds in .var/<profile>/.
 * E2E_PROFILE names another (with another E2E_PORT_OFFSET), so a second server runs beside the first. */
export const E2E_PROFILE = process.env.E2E_PROFILE || 'e2e';
export const VAR_DIR = path.resolve(__dirname, '../../.var', E2E_PROFILE);
/** The options that name this run to scripts/localRemotes.mjs, serve.mjs and nginx.mjs. */
export const RUN_OPTIONS = ['--profile', E2E_PROFILE, '--port-offset', String(E2E_PORT_OFFSET)];
export const SHELL_PORT = apps.shell.port + E2E_PORT_OFFSET;
export const API_PORT = apps.api.port + E2E_PORT_OFFSET;
export const remotePort = (name: keyof typeof apps.remotes): number =>
  apps.remotes[name].port + E2E_PORT_OFFSET;
/** The local user pool's domain (its sign-in pages and token endpoints): the API's server under another host name,
 * an origin apart from the issuer's, as a Cognito pool's. */
export const SIGN_IN_DOMAIN = `http://127.0.0.1:${API_PORT}`;
export const PAYMENTS_PORT = remotePort('payments');
export const shellUrl = (slug?: string, path = '/') =>
  `http://${slug ? `${slug}.` : ''}localhost:${SHELL_PORT}${path}`;
