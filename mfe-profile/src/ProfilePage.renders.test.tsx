// The general section's form renders as a whole once as it shows: neither the form's start (its fields registering,
// the page's other reads arriving) nor a keystroke renders every field again (on a phone a whole-form render is hundreds of components); the Save button still
// follows the form's state.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@portal/testing';
import ProfilePage from './ProfilePage';
import { profilePageOptions } from './testData';

jest.setTimeout(30000);

/** How many times each of the general form's groups (by its heading's id) has rendered. */
const mockGroupRenders = new Map<string, number>();
jest.mock('@portal/ui', () => {
  const actual = jest.requireActual('@portal/ui');
  const { createElement } = jest.requireActual('react');
  return {
    ...actual,
    Heading: (props: { id?: string }) => {
      const id = props.id ?? '';
      if (['general-contact', 'general-address', 'general-social'].includes(id))
        mockGroupRenders.set(id, (mockGroupRenders.get(id) ?? 0) + 1);
      return createElement(actual.Heading, props);
    },
  };
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // "Student image not available"
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('renders the personal details form once as it shows, and not again as the student types', async () => {
  renderPage(<ProfilePage />, profilePageOptions('up-online'));
  await screen.findByRole('form', { name: 'Personal details' }, { timeout: 10_000 });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  const rendersOnce = { 'general-contact': 1, 'general-address': 1, 'general-social': 1 };
  expect(Object.fromEntries(mockGroupRenders)).toEqual(rendersOnce);

  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Preferred name' }), 'x');
  expect(save).toBeEnabled();
  expect(Object.fromEntries(mockGroupRenders)).toEqual(rendersOnce);
});
