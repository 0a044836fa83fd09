import {
  REMOTES_MAX_BYTES,
  createRouteTable,
  parseRemotesDocument,
  type RemoteDeclaration,
  type RouteTable,
} from '@portal/remote-contract';
import { sessionSeed } from '@portal/auth';
import { DEFAULT_CONFIG } from '@portal/config';
import { i18n, type Messages } from '@portal/i18n';
import { configureRoutes } from '@portal/router';
import { SHELL_PATHS } from '../routes/navigation';
import { UntrustedRemoteError } from './errors';
import { admitRemoteMessages, type Catalog } from './remoteMessages';
import { untrustedReason, type RemoteTrust } from './trustPlugin';

/** remotes.json as the tab last read it (its parsed document), to read again for another session. */
let lastDocument: unknown;
/** The remotes.json document the tab last read, or undefined when it had none it could read. */
export const lastRemotesDocument = (): unknown => lastDocument;

/** Reads a deployment's remotes.json: the declarations that are valid (the problems of the others are logged).
 * Of a remote with versions, the version this tab's session runs: its candidate when the session is within the
 * candidate's share, else its live version (a tab without a signed-in session runs the live versions). A broken
 * candidate, or one `trust` refuses, is left out with a warning. A file longer than REMOTES_MAX_BYTES is refused
 * unparsed (its read has the request's time limit). `started` is the request when the caller has already sent it. */
export async function readRemotes(
  url: string,
  trust: RemoteTrust,
  started?: Promise<Response>,
): Promise<RemoteDeclaration[]> {
  const response = await (started ?? fetchRemotes(url, trust.timeoutMs));
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}: ${url}`);
  const text = await response.text();
  if (text.length > REMOTES_MAX_BYTES)
    throw new Error(`${url} is larger than ${REMOTES_MAX_BYTES / 1024} KB`);
  const { remotes, problems, warnings } = parseRemotesDocument((lastDocument = JSON.parse(text)), {
    seed: sessionSeed(),
    provider: trust.provider,
    refuse: (declaration) => untrustedReason(declaration, trust),
  });
  for (const problem of problems) console.error(`remotes.json: ${problem}`);
  for (const warning of warnings) console.warn(`remotes.json: ${warning}`);
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

/** Who defined each message id the portal has (the shell, or a remote), and the catalog so far per locale. */
let owners = new Map<string, string>();
let loaded: Record<string, Catalog> = {};

/**
 * Adds the admitted remotes' texts to the one Lingui instance, each only where it may (see
 * admitRemoteMessages): a remote never changes a text of the shell or of another remote (another version of a
 * remote admitted before replaces texts of its own).
 */
export function loadRemoteMessages(remotes: readonly RemoteDeclaration[]): void {
  for (const remote of remotes) {
    const self = `the remote "${remote.id}"`;
    const messages = admitRemoteMessages(remote, {
      catalog: (locale) => loaded[locale] ?? {},
      ownerOf: (id) => (owners.get(id) === self ? undefined : owners.get(id)),
    });
    for (const [locale, entries] of Object.entries(messages)) {
      i18n.load(locale, entries as Messages);
      loaded[locale] = { ...loaded[locale], ...entries };
      for (const id of Object.keys(entries)) if (!owners.has(id)) owners.set(id, self);
    }
  }
}

/** What the page runs of a remote, for the console: "Remote payments: version 2026-11-28 (candidate, 10% of
 * sessions) from <entry>". */
export function runningVersion({ id, entry, release }: RemoteDeclaration): string {
  if (!release) return `Remote ${id}: ${entry} (no version)`;
  const track = release.track === 'candidate' ? `candidate, ${release.share}% of sessions` : 'live';
  return `Remote ${id}: version ${release.version} (${track}) from ${entry}`;
}

/**
 * Learns the deployed remotes' contracts: their texts join the one Lingui instance and their routes and
 * menu entries become the portal's route table (@portal/router). The shell knows every remote's routes
 * before it renders, without loading any remote's code. A remotes.json that cannot be read (or is larger than
 * REMOTES_MAX_BYTES) leaves the portal without remote routes (they go to the 404 page) while the shell keeps
 * working. A remote the portal does not trust (`trust`: its entry outside the allowed origins, or without its
 * integrity hash where one is required) contributes nothing: no texts, no routes, no menu entries; the console
 * says why.
 */
export async function learnDeployment(
  url: string,
  trust: RemoteTrust,
  started?: Promise<Response>,
): Promise<{ remotes: RemoteDeclaration[]; table: RouteTable }> {
  let declared: RemoteDeclaration[] = [];
  unreadable = false;
  lastDocument = undefined;
  try {
    declared = await readRemotes(url, trust, started);
  } catch (error) {
    unreadable = true;
    console.error('remotes.json could not be read; the remote parts of the portal are unavailable', error);
  }
  const remotes = declared.filter((remote) => {
    const reason = untrustedReason(remote, trust);
    if (reason)
      console.error(
        `remotes.json: ${new UntrustedRemoteError(remote.id, reason).message}. Its routes, menu entries and texts are left out.`,
      );
    return !reason;
  });
  for (const remote of remotes) if (remote.entry) console.info(runningVersion(remote));
  // The texts known so far: the shell's.
  owners = new Map(Object.keys(i18n.messages).map((id) => [id, 'the shell']));
  loaded = { [i18n.locale]: { ...(i18n.messages as Catalog) } };
  loadRemoteMessages(remotes);
  const table = createRouteTable(remotes, { reserved: SHELL_PATHS });
  for (const problem of table.problems) console.error(`remotes.json: ${problem}`);
  return { remotes, table: configureRoutes(table) };
}

export { RemoteUnavailableError } from './errors';
