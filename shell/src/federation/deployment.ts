import {
  createRouteTable,
  parseRemotesDocument,
  type RemoteDeclaration,
  type RouteTable,
} from '@portal/contract';
import { DEFAULT_CONFIG } from '@portal/config';
import { i18n, type Messages } from '@portal/i18n';
import { configureRoutes } from '@portal/router';
import { SHELL_PATHS } from '../routes/navigation';

/** Reads a deployment's remotes.json: the declarations that are valid (the problems of the others are logged).
 * `started` is the request when the caller has already sent it. */
export async function readRemotes(url: string, started?: Promise<Response>): Promise<RemoteDeclaration[]> {
  const response = await (started ?? fetchRemotes(url));
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}: ${url}`);
  const { remotes, problems } = parseRemotesDocument(await response.json());
  for (const problem of problems) console.error(`remotes.json: ${problem}`);
  return remotes;
}

/** Requests remotes.json (never from the cache: a team's deploy changes it without a shell release), within
 * the request time limit: its body too, so a file held open fails instead of holding the first render. */
export const fetchRemotes = (url: string, timeoutMs = DEFAULT_CONFIG.requestTimeoutMs): Promise<Response> =>
  fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });

let unreadable = false;
/** Whether the last read of remotes.json failed: the portal then cannot tell a remote's page from a wrong
 * address, and says so instead of "not found". */
export const deploymentUnreadable = (): boolean => unreadable;

/**
 * Learns the deployed remotes' contracts: their texts join the one Lingui instance and their routes and
 * menu entries become the portal's route table (@portal/router). The shell knows every remote's routes
 * before it renders, without loading any remote's code. A remotes.json that cannot be read leaves the
 * portal without remote routes (they go to the 404 page) while the shell keeps working.
 */
export async function learnDeployment(
  url: string,
  started?: Promise<Response>,
): Promise<{ remotes: RemoteDeclaration[]; table: RouteTable }> {
  let remotes: RemoteDeclaration[] = [];
  unreadable = false;
  try {
    remotes = await readRemotes(url, started);
  } catch (error) {
    unreadable = true;
    console.error('remotes.json could not be read; the remote parts of the portal are unavailable', error);
  }
  for (const remote of remotes)
    for (const [locale, messages] of Object.entries(remote.messages ?? {}))
      i18n.load(locale, messages as Messages);
  const table = createRouteTable(remotes, { reserved: SHELL_PATHS });
  for (const problem of table.problems) console.error(`remotes.json: ${problem}`);
  return { remotes, table: configureRoutes(table) };
}

export { RemoteUnavailableError } from './errors';
