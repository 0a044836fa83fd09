/** @jest-environment node */
import { cpuMs, cpuMsAsync } from './cpuTime';

/** Keeps the CPU busy for `ms` of this process's CPU time. */
const busy = (ms: number) => {
  const from = process.cpuUsage();
  for (;;) {
    const { user, system } = process.cpuUsage(from);
    if ((user + system) / 1000 >= ms) return;
  }
};

describe('cpuMs', () => {
  it('counts the work a call does', () => {
    expect(cpuMs(() => busy(30), 10)).toBeGreaterThanOrEqual(25);
  });

  it('does not count waiting: a call that sleeps costs next to nothing', async () => {
    expect(await cpuMsAsync(() => new Promise((resolve) => setTimeout(resolve, 50)), 10)).toBeLessThan(10);
  });

  it('measures a call over the limit again, up to three times, and keeps the best', () => {
    const costs = [30, 20, 40];
    let calls = 0;
    const ms = cpuMs(() => busy(costs[calls++]!), 10);
    expect(calls).toBe(3);
    expect(ms).toBeGreaterThanOrEqual(15);
    expect(ms).toBeLessThan(30);
    calls = 0;
    cpuMs(() => void calls++, 10);
    expect(calls).toBe(1);
  });
});
