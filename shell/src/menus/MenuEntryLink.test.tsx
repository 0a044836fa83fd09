// A menu item's intent (pointing at it, focusing it, choosing it) starts its page's reads at once and its page's code
// after the frame that answers the pointer or the tap is painted, not in the event's own task; choosing it still opens
// the page at once.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/testing';
import { Route, Routes } from '@portal/router';
import { MenuEntryLink } from './MenuEntryLink';
import type { MenuEntry } from './menuItems';

const mockStartReads = jest.fn();
jest.mock('./useStartPageReads', () => ({ useStartPageReads: () => mockStartReads }));

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  mockStartReads.mockClear();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The next frame painted, then the tasks after it. */
const paintNextFrame = () => {
  for (const frame of frames.splice(0)) frame(performance.now());
  jest.runOnlyPendingTimers();
};

function renderEntry() {
  const entry: MenuEntry = {
    key: 'payments',
    label: 'Payments',
    target: { kind: 'route', path: '/payments' },
    preload: jest.fn(),
  };
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<MenuEntryLink entry={entry} />} />
        <Route path="/payments" element={<h1>Payments page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return entry;
}

test.each([
  ['pointing at it', (link: HTMLElement) => fireEvent.mouseEnter(link)],
  ['focusing it', (link: HTMLElement) => fireEvent.focus(link)],
])('%s starts its reads at once and loads its page after the next paint', (_, intent) => {
  const entry = renderEntry();
  intent(screen.getByRole('link', { name: 'Payments' }));
  expect(mockStartReads).toHaveBeenCalledWith(entry.target);
  expect(entry.preload).not.toHaveBeenCalled();
  paintNextFrame();
  expect(entry.preload).toHaveBeenCalledTimes(1);
});

test('choosing it opens the page at once and loads its code after the next paint', () => {
  const entry = renderEntry();
  fireEvent.click(screen.getByRole('link', { name: 'Payments' }));
  expect(entry.preload).not.toHaveBeenCalled();
  paintNextFrame();
  expect(entry.preload).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'Payments page' })).toBeInTheDocument();
});
