import http from 'node:http';
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import sirv from 'sirv';
import { VAR_DIR } from './ports';

const ROOT = path.resolve(__dirname, '../..');
/** The remotes manifest that the e2e shell serves (the e2e store's, written from the builds by
 * scripts/localRemotes.mjs before the server starts; read on every request). */
export const REMOTES_FILE = path.join(VAR_DIR, 'remotes.json');
/** The e2e shell's portal.config.json (written by scripts/serve.mjs, read on every request). */
export const CONFIG_FILE = path.join(VAR_DIR, 'portal.config.json');

/** The tag of a test that changes what every page of the portal loads (remotes.json, portal.config.json, a remote's
 * files): playwright.config.ts runs such tests after all the others, one at a time (the "deployment" project). */
export const DEPLOYMENT = { tag: '@deployment' };

/** Edits the e2e shell's portal.config.json; returns a function that restores it. */
export function editConfig(edit: (config: Record<string, unknown>) => Record<string, unknown>): () => void {
  const before = readFileSync(CONFIG_FILE, 'utf8');
  writeFileSync(CONFIG_FILE, JSON.stringify(edit(JSON.parse(before)), null, 2));
  return () => writeFileSync(CONFIG_FILE, before);
}

/** Edits the e2e shell's remotes.json (the deployment's, read on every request); returns the restore. */
export function editRemotes(
  edit: (document: Record<string, Record<string, unknown>>) => Record<string, unknown>,
): () => void {
  const before = readFileSync(REMOTES_FILE, 'utf8');
  writeFileSync(REMOTES_FILE, JSON.stringify(edit(JSON.parse(before)), null, 2));
  return () => writeFileSync(REMOTES_FILE, before);
}

/** Trusts one more origin with remote code (the deployment's remoteOrigins); returns the restore. */
export const allowRemoteOrigin = (origin: string): (() => void) =>
  editConfig((config) => ({
    ...config,
    remoteOrigins: [...((config.remoteOrigins as string[] | undefined) ?? []), origin],
  }));

/** A remote served as a team would deploy it (see serveRemoteDist). */
export interface RemoteServer {
  close: () => Promise<void>;
  /** From now on the server accepts a request for remoteEntry.js and never responds to it (a hung server). */
  hold: () => void;
  /** Answers new requests again; the requests held so far stay unanswered until close(). */
  release: () => void;
}

/** Serves a remote's production dist on a port, as a team would deploy it somewhere new. */
export const serveRemoteDist = (dir: string, port: number): Promise<RemoteServer> =>
  serveFolder(path.join(ROOT, dir, 'dist'), port);

/** Serves a folder's files on a port, readable from any origin (a remote's origin, or its CDN); read on every
 * request (files added while it runs are served). */
export async function serveFolder(folder: string, port: number): Promise<RemoteServer> {
  const files = sirv(folder, {
    dev: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  const sockets = new Set<import('node:net').Socket>();
  let holding = false;
  const server = http.createServer((req, res) => {
    if (holding && new URL(req.url ?? '/', 'http://x').pathname.endsWith('/remoteEntry.js')) return;
    files(req, res, () => {
      res.writeHead(404).end();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, '0.0.0.0', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
    },
  };
}

/** Moves a remote by editing its entry in remotes.json (no shell rebuild), with its new origin allowed in the
 * deployment's configuration unless `trusted` is false; returns a function that restores both files. */
export function pointRemote(name: string, entryUrl: string, { trusted = true } = {}): () => void {
  const before = readFileSync(REMOTES_FILE, 'utf8');
  const document = JSON.parse(before);
  writeFileSync(
    REMOTES_FILE,
    JSON.stringify({ ...document, [name]: { ...document[name], entry: entryUrl } }, null, 2),
  );
  const restoreConfig = trusted ? allowRemoteOrigin(new URL(entryUrl).origin) : () => undefined;
  return () => {
    writeFileSync(REMOTES_FILE, before);
    restoreConfig();
  };
}
