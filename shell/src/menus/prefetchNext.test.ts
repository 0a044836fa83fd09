// The menus' remote pages fetched ahead at idle: one after another, each at an idle moment, the page shown and
// repeats left out, once per page load; nothing on a connection that saves data.
import { prefetchAtIdle, resetPrefetch, savesData } from './prefetchNext';

const PAGES = [
  { remote: 'profile', page: 'ProfilePage' },
  { remote: 'academic', page: 'GradesPage' },
  { remote: 'payments', page: 'PaymentsPage' },
  { remote: 'academic', page: 'GradesPage' },
];

/** Idle moments the test hands out one at a time. */
function idleMoments() {
  const waiting: (() => void)[] = [];
  return {
    idle: (work: () => void) => void waiting.push(work),
    async next() {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get pending() {
      return waiting.length;
    },
  };
}

beforeEach(resetPrefetch);

it('fetches the pages one at a time, each at an idle moment, skipping the page shown and repeats', async () => {
  const moments = idleMoments();
  const prefetch = jest.fn(() => Promise.resolve());
  prefetchAtIdle(PAGES, {
    connection: { effectiveType: '4g' },
    idle: moments.idle,
    prefetch,
    current: { remote: 'profile', page: 'ProfilePage' },
  });
  // Nothing before the browser is idle.
  expect(prefetch).not.toHaveBeenCalled();
  await moments.next();
  expect(prefetch.mock.calls).toEqual([['academic', 'GradesPage']]);
  await moments.next();
  await moments.next();
  expect(prefetch.mock.calls).toEqual([
    ['academic', 'GradesPage'],
    ['payments', 'PaymentsPage'],
  ]);
  expect(moments.pending).toBe(0);

  // Once per page load: the menus showing again fetch nothing more.
  prefetchAtIdle(PAGES, { idle: moments.idle, prefetch, connection: {} });
  expect(moments.pending).toBe(0);
});

it('fetches nothing ahead when Save-Data is on or the connection is as slow as 2G', () => {
  expect(savesData({ saveData: true, effectiveType: '4g' })).toBe(true);
  expect(savesData({ effectiveType: '2g' })).toBe(true);
  expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
  expect(savesData({ effectiveType: '3g' })).toBe(false);
  expect(savesData(undefined)).toBe(false);
  const moments = idleMoments();
  const prefetch = jest.fn(() => Promise.resolve());
  prefetchAtIdle(PAGES, { connection: { saveData: true }, idle: moments.idle, prefetch });
  expect(moments.pending).toBe(0);
  expect(prefetch).not.toHaveBeenCalled();
});
