import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** A remote's origin for tests: the store's releases/ folder at `/` (as the local servers serve it), or what
 * `upstream` answers (a CDN in front of a bucket: `<upstream><path>`), and files of its own that `files` holds (a
 * path -> its text). */
export interface OriginServer {
  url: string;
  files: Record<string, string>;
  /** Holds every request whose path ends with `suffix` until `count` of them have come, then answers all:
   * commands that ask at the same time all wait for each other. */
  gather(suffix: string, count: number): void;
  close(): Promise<void>;
}

export async function originServer(
  releases?: string,
  { upstream }: { upstream?: string } = {},
): Promise<OriginServer> {
  const files: Record<string, string> = {};
  let gathering: { suffix: string; count: number; waiting: (() => void)[] } | undefined;
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (gathering && pathname.endsWith(gathering.suffix)) {
      const group = gathering;
      await new Promise<void>((resolve) => {
        group.waiting.push(resolve);
        if (group.waiting.length >= group.count) for (const go of group.waiting) go();
      });
    }
    const own = files[pathname];
    if (own === undefined && upstream) {
      const answer = await fetch(`${upstream}${pathname}`, { signal: AbortSignal.timeout(10_000) });
      const headers = ['content-type', 'cache-control'].flatMap((name) => {
        const value = answer.headers.get(name);
        return value ? [[name, value] as [string, string]] : [];
      });
      response.writeHead(answer.status, Object.fromEntries(headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const body =
      own ??
      (releases && !pathname.includes('..')
        ? await readFile(path.join(releases, pathname)).catch(() => undefined)
        : undefined);
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    files,
    gather: (suffix, count) => {
      gathering = { suffix, count, waiting: [] };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
