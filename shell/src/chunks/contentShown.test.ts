import { resetContentShown, whenContentShown } from './contentShown';

/** Whether the promise has settled by now (after the pending callbacks). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

beforeEach(() => {
  resetContentShown();
  document.body.replaceChildren();
});

it("waits for the page's heading, then for nothing in the main area to be busy", async () => {
  const main = document.createElement('main');
  document.body.append(main);
  const shown = whenContentShown(document, 60_000);
  expect(await settled(shown)).toBe(false);

  const busy = document.createElement('div');
  busy.setAttribute('data-busy', '');
  const heading = document.createElement('h1');
  main.append(heading, busy);
  expect(await settled(shown)).toBe(false); // a list of the page still loading

  busy.remove();
  expect(await settled(shown)).toBe(true);
  expect(whenContentShown()).toBe(shown); // once per page load
});

it('answers at once when the content is already there', async () => {
  document.body.innerHTML = '<main><h1>Payments</h1><p>Invoice 12</p></main>';
  expect(await settled(whenContentShown(document, 60_000))).toBe(true);
});

it('gives up waiting after its time (a page that stays busy, or has no heading)', async () => {
  jest.useFakeTimers();
  try {
    document.body.innerHTML = '<main><p data-busy>Loading...</p></main>';
    const shown = whenContentShown(document, 4_000);
    jest.advanceTimersByTime(3_999);
    await Promise.resolve();
    let done = false;
    void shown.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await shown;
  } finally {
    jest.useRealTimers();
  }
});

it('counts an alert in the main area as shown (a page that could not load: the menus are the way on)', async () => {
  document.body.innerHTML = '<main><h2>Payments is unavailable</h2><p data-busy>Retrying...</p></main>';
  const shown = whenContentShown(document, 60_000);
  expect(await settled(shown)).toBe(false);
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  document.querySelector('main')!.append(alert);
  expect(await settled(shown)).toBe(true);
});

it.each(['keydown', 'pointerdown'])(
  "answers at the student's first %s: they may be on their way to the menus",
  async (type) => {
    document.body.innerHTML = '<main><p data-busy>Loading...</p></main>';
    const shown = whenContentShown(document, 60_000);
    expect(await settled(shown)).toBe(false);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(shown)).toBe(true);
  },
);
