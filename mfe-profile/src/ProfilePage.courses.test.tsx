// The profile's courses section: each course with its progress and dates, a failure to load them, none.
import { screen, within } from '@testing-library/react';
import type { ProviderSlug } from '@portal/config';
import { renderPage, type FakeResponses, type RenderPageOptions } from '@portal/testing';
import ProfilePage from './ProfilePage';
import { ENROL, profilePageOptions } from './testData';

jest.setTimeout(30000);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // "Student image not available"
// What a form kept on the device (its unsent text) is not the next test's.
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const open = (provider: ProviderSlug, api: FakeResponses = {}, options: RenderPageOptions = {}) =>
  renderPage(<ProfilePage />, { ...profilePageOptions(provider, api), ...options });

describe('courses', () => {
  it('lists each course with its code, a labelled progress bar and dates in the provider timezone', async () => {
    open('up-online'); // Australia/Melbourne
    const list = within(await screen.findByRole('region', { name: 'Your courses' }));
    const nursing = (await list.findByRole('heading', { level: 3, name: 'Diploma of Nursing' })).closest(
      'li',
    )!;
    const course = within(nursing as HTMLElement);
    expect(course.getByText('Course code HLT54121')).toBeInTheDocument();
    const bar = course.getByRole('progressbar', { name: 'Progress in Diploma of Nursing' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42% complete');
    expect(course.getByText('Starts').nextElementSibling).toHaveTextContent('March 1, 2026');
    expect(course.getByText('Ends').nextElementSibling).toHaveTextContent('June 30, 2027');
    expect(list.getByRole('progressbar', { name: /Ageing Support/ })).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows a titled error when they cannot be loaded, and a text when there are none', async () => {
    const { unmount } = open('up-online', { [ENROL]: { status: 500, body: {} } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your courses could not be loaded');
    expect(alert).toHaveTextContent('Internal Server Error: Up API GET v1/secure/enrolment?studentupid=S1');
    unmount();
    open('up-online', { [ENROL]: { body: [] } });
    expect(await screen.findByText('You are not enrolled in any courses yet.')).toBeInTheDocument();
  });
});
