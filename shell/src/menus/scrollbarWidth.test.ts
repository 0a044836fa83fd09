// The page's scrollbar width kept on <html> (jsdom): set at an idle moment, not before; kept as the root's size
// changes; left alone while a scroll lock holds, and not written again when it has not changed.
import { keepScrollbarWidth } from './scrollbarWidth';

const root = document.documentElement;
const width = () => root.style.getPropertyValue('--scrollbar-width');

let resized: (() => void) | undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {
    resized?.();
  }
  disconnect() {
    resized = undefined;
  }
}

beforeEach(() => {
  root.removeAttribute('style');
  document.body.removeAttribute('data-scroll-lock');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1265 });
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
});

afterAll(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

it('sets nothing before an idle moment, then the scrollbar width, and follows the root as it changes', () => {
  let idleWork: (() => void) | undefined;
  const stop = keepScrollbarWidth({ idle: (work) => ((idleWork = work), () => undefined) });
  expect(width()).toBe('');
  idleWork!();
  expect(width()).toBe('15px');
  // The content no longer needs a scrollbar.
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1280 });
  resized!();
  expect(width()).toBe('0px');
  stop();
  expect(resized).toBeUndefined();
});

it('leaves the property alone while a scroll lock holds, and does not write an unchanged value', () => {
  keepScrollbarWidth({ idle: (work) => (work(), () => undefined) });
  expect(width()).toBe('15px');
  const writes = jest.spyOn(root.style, 'setProperty');
  resized!();
  expect(writes).not.toHaveBeenCalled();
  document.body.setAttribute('data-scroll-lock', '');
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1280 });
  resized!();
  expect(writes).not.toHaveBeenCalled();
  expect(width()).toBe('15px');
  writes.mockRestore();
});

it('does nothing once stopped before its idle moment', () => {
  let cancelled = false;
  const stop = keepScrollbarWidth({ idle: () => () => (cancelled = true) });
  stop();
  expect(cancelled).toBe(true);
  expect(width()).toBe('');
});
