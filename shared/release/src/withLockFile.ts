import { open, readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';

/** What a lock file holds: the process that holds it. */
interface Holder {
  pid: number;
  host: string;
  at: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process of this machine is still running (a lock left by one that ended is stale). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<Holder | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Holder;
  } catch {
    return undefined; // gone, or being written by its holder this instant
  }
}

/**
 * Runs `work` while this process alone holds the lock `file` (created exclusively: one process at a time, on
 * one machine or on a shared disk). Another holder is waited for up to `waitMs`; a lock left by a process of
 * this machine that has ended is taken over. The lock is removed when `work` ends, whatever its outcome.
 */
export async function withLockFile<T>(
  file: string,
  work: () => Promise<T>,
  { waitMs = 10_000 }: { waitMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      const holder: Holder = { pid: process.pid, host: hostname(), at: new Date().toISOString() };
      await handle.writeFile(JSON.stringify(holder));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(file);
    if (holder && holder.host === hostname() && !running(holder.pid)) {
      await unlink(file).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(
        `${file} is held by process ${holder?.pid ?? '?'} on ${holder?.host ?? '?'} since ${holder?.at ?? '?'}: ` +
          'another release command is changing remotes.json. Run yours again when it is done (if none is running, delete that file).',
      );
    await sleep(20 + Math.random() * 30);
  }
  try {
    return await work();
  } finally {
    await unlink(file).catch(() => undefined);
  }
}
