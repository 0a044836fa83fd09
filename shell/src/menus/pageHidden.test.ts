// The page under an open drawer hidden from screen readers (jsdom): the child of <body> that holds the drawer's
// trigger (the app's root), not <body>, not the drawer portalled beside it; the undo gives back what was there.
import { hidePage } from './pageHidden';

function page({ rootHidden = false } = {}) {
  document.body.innerHTML = `
    <div id="root"${rootHidden ? ' aria-hidden="true"' : ''}><header><button id="trigger">Open menu</button></header></div>
    <div id="status" role="status"></div>
    <div id="drawer" role="dialog"><a href="/">Home</a></div>`;
  const hidden = () => Array.from(document.body.querySelectorAll('[aria-hidden]'), (el) => el.id);
  return { trigger: document.getElementById('trigger')!, hidden };
}

it("hides the app's root that holds the trigger, and nothing else", () => {
  const { trigger, hidden } = page();
  hidePage(trigger);
  expect(hidden()).toEqual(['root']);
  expect(document.getElementById('root')!.getAttribute('aria-hidden')).toBe('true');
  expect(document.body.hasAttribute('aria-hidden')).toBe(false);
  expect(document.body.getAttribute('style')).toBeNull();
});

it('undoes what it set', () => {
  const { trigger, hidden } = page();
  hidePage(trigger)();
  expect(hidden()).toEqual([]);
});

it('leaves a root that was hidden already as it was', () => {
  const { trigger, hidden } = page({ rootHidden: true });
  hidePage(trigger)();
  expect(hidden()).toEqual(['root']);
});
