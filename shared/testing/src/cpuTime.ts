// How much work a call costs, for tests that bound it (a pattern that backtracks on pasted text): the CPU time of
// this process, not the wall clock, so other processes on a busy machine do not count. A call over the limit is
// measured again, up to three times in all, and its best kept: a garbage-collection pause does not come back, a
// slow pattern does.

/** This process's CPU time so far (user and system), in ms. */
const cpuNow = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const ATTEMPTS = 3;

/** The CPU time `call` takes, in ms: its best of up to three measurements while it is at or over `limitMs`. */
export function cpuMs(call: () => void, limitMs: number): number {
  let best = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS && best >= limitMs; attempt += 1) {
    const started = cpuNow();
    call();
    best = Math.min(best, cpuNow() - started);
  }
  return best;
}

/** cpuMs for a call that answers a promise (its work between the awaits counts as well). */
export async function cpuMsAsync(call: () => Promise<unknown>, limitMs: number): Promise<number> {
  let best = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS && best >= limitMs; attempt += 1) {
    const started = cpuNow();
    await call();
    best = Math.min(best, cpuNow() - started);
  }
  return best;
}
