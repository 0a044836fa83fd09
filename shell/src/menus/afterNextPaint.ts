/**
 * Calls `work` in a task of its own once the browser has painted the next frame (a frame callback, then a task
 * after it), so that a tap's own handlers and the frame that answers it (a menu closing) come first; the work an
 * intent starts (a page's code) follows a frame later. A tap on a phone brings its pointer, mouse and
 * click events in one task: work started in their handlers holds the tap's paint.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
