// Work started by an intent runs after the next frame's paint: not in the event's task, not before the frame's
// callbacks, but in a task after them.
import { afterNextPaint } from './afterNextPaint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs the work in a task after the next frame, not in the caller', () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  const work = jest.fn();
  afterNextPaint(work);
  expect(work).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(work).not.toHaveBeenCalled();
  frames.shift()?.(performance.now());
  expect(work).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(work).toHaveBeenCalledTimes(1);
});
