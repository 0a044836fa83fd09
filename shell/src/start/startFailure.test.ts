import { getByRole, queryByText } from '@testing-library/dom';
import { i18n } from '@portal/i18n';
import { PublishedProviderError } from './publishedProvider';
import { showStartFailure } from './startFailure';

const MESSAGE = 'The portal could not load. Check your connection, then try again.';

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  root.append(Object.assign(document.createElement('p'), { textContent: 'Loading…' }));
  document.body.replaceChildren(root);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('replaces the page with what happened and a button that reloads', () => {
  const error = new Error('ChunkLoadError');
  const reload = jest.fn();
  showStartFailure(root, error, reload);

  expect(console.error).toHaveBeenCalledWith('The portal could not start', error);
  expect(queryByText(root, 'Loading…')).toBeNull();
  expect(getByRole(root, 'alert').textContent).toBe(MESSAGE);
  expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('Something went wrong');
  const again = getByRole(root, 'button', { name: 'Try again' });
  expect(again).toHaveAttribute('type', 'button');

  expect(reload).not.toHaveBeenCalled();
  again.click();
  expect(reload).toHaveBeenCalledTimes(1);
});

it("names the host whose published provider's settings cannot be used", () => {
  showStartFailure(
    root,
    new PublishedProviderError('waikato-tech.localhost', 'its document is not JSON'),
    jest.fn(),
  );
  expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('This portal is not available');
  expect(getByRole(root, 'alert').textContent).toBe(
    'The settings of waikato-tech.localhost could not be used. Try again later.',
  );
  expect(getByRole(root, 'button', { name: 'Try again' })).toBeVisible();
});

it('by default, the button reloads the page', () => {
  showStartFailure(root, new Error('offline'));
  (console.error as jest.Mock).mockClear();
  getByRole(root, 'button', { name: 'Try again' }).click();
  // jsdom cannot navigate (its location.reload can be neither replaced nor spied on): it reports the attempt.
  expect(console.error).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringContaining('Not implemented: navigation') }),
  );
});

it('is styled through the CSSOM only, with system colours and fonts, and keeps the focus outline', () => {
  const setAttribute = jest.spyOn(Element.prototype, 'setAttribute');
  showStartFailure(root, new Error('offline'), jest.fn());
  // A style attribute set as markup is what a policy without 'unsafe-inline' for styles refuses.
  expect(setAttribute.mock.calls.filter(([name]) => name.toLowerCase() === 'style')).toEqual([]);
  expect(root.querySelector('style')).toBeNull();

  const page = root.firstElementChild as HTMLElement;
  // No scheme put in force (the head script did not run): the device's.
  expect(page.style.getPropertyValue('color-scheme')).toBe('light dark');
  expect(page.style.getPropertyValue('background')).toMatch(/^canvas$/i);
  expect(page.style.getPropertyValue('color')).toMatch(/^canvastext$/i);
  expect(page.style.getPropertyValue('font-family')).toContain('system-ui');
  expect(page.style.getPropertyValue('padding')).toBe('1.5rem');
  expect((page.firstElementChild as HTMLElement).style.getPropertyValue('max-width')).toBe('32rem');

  const again = getByRole(root, 'button', { name: 'Try again' });
  expect(again.style.getPropertyValue('min-height')).toBe('44px');
  expect(again.style.getPropertyValue('border')).toMatch(/^1px solid buttonborder$/i);
  expect(again.style.getPropertyValue('background')).toMatch(/^buttonface$/i);
  expect(again.style.getPropertyValue('color')).toMatch(/^buttontext$/i);
  expect(again.style.getPropertyValue('cursor')).toBe('pointer');
  expect(again.style.getPropertyValue('outline')).toBe('');
});

it("shows in the scheme the head script keeps in force (the student's choice), inherited as it changes", () => {
  document.documentElement.style.colorScheme = 'dark';
  try {
    showStartFailure(root, new Error('offline'), jest.fn());
    expect((root.firstElementChild as HTMLElement).style.getPropertyValue('color-scheme')).toBe('');
  } finally {
    document.documentElement.style.colorScheme = '';
  }
});
