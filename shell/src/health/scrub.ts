import type { RemoteDeclaration } from '@portal/remote-contract';

/** A version of a remote as this page runs it: live for every session, or the candidate for a share of them. */
export interface RemoteRun {
  remote: string;
  version: string;
  side: 'live' | 'candidate';
}

/** The version and side a page runs of a declared remote (a remote without versions: "unversioned", live). */
export const runOf = ({ id, release }: RemoteDeclaration): RemoteRun => ({
  remote: id,
  version: release?.version ?? 'unversioned',
  side: release?.track === 'candidate' ? 'candidate' : 'live',
});

/** A path segment that may name a record or a person: a number, five characters or more with a digit, or a long
 * one (not an API version such as "v1"). */
const ID_SEGMENT = /^\d+$|^(?=.*\d).{5,}$|^.{25,}$/;

/** A location's route pattern: the remote route it belongs to ('/enrol/*'), else its path with every segment that
 * may be an id as ':id'. Never its query or fragment. */
export function routePattern(
  pathname: string,
  match: (pathname: string) => { path: string } | undefined,
): string {
  const route = match(pathname);
  if (route) return route.path;
  return pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
}

/** Text that may go to the collector: addresses as their origin and route pattern, and no e-mail address, token,
 * long number or id. */
export function scrubText(text: string, match: (pathname: string) => { path: string } | undefined): string {
  return text
    .replace(/\bhttps?:\/\/[^\s"'<>)]+/g, (address) => {
      try {
        const url = new URL(address);
        return `${url.origin}${routePattern(url.pathname, match)}`;
      } catch {
        return '[address]';
      }
    })
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]')
    .replace(/\b(Bearer|Basic)\s+[^\s)"']+/gi, '$1 [token]')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[id]')
    .replace(/\b[A-Za-z]*\d[\w-]{5,}\b/g, '[id]')
    .replace(/\d{4,}/g, '[number]');
}

/** A script address as the collector may keep it: without its query and fragment. */
export const scriptAddress = (address: string): string => address.replace(/[?#].*$/, '');

/** The folders of entry addresses that do not depend on the page's path (absolute, or from the origin's root). */
const folders = new Map<string, string | undefined>();

/** The folder of a remote's entry address (undefined for an address that cannot be read). */
function entryFolder(entry: string): string | undefined {
  const known = folders.get(entry);
  if (known !== undefined || folders.has(entry)) return known;
  let folder: string | undefined;
  try {
    folder = new URL('.', new URL(entry, location.href)).href;
  } catch {
    folder = undefined;
  }
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(entry)) folders.set(entry, folder);
  return folder;
}

/** The remote whose files a script address is (the longest folder of a declared entry that holds it). */
export function remoteOfScript(
  address: string,
  remotes: readonly RemoteDeclaration[],
): RemoteDeclaration | undefined {
  let found: RemoteDeclaration | undefined;
  let length = 0;
  for (const remote of remotes) {
    if (!remote.entry) continue;
    const folder = entryFolder(remote.entry);
    if (folder === undefined) continue;
    if (address.startsWith(folder) && folder.length > length) {
      found = remote;
      length = folder.length;
    }
  }
  return found;
}
