import '../../fields/testing/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryBounds } from '../../logic';
import { renderInForm } from '../../fields/testing/renderInForm';
import { configureFakeApi } from '@portal/testing/fakeApi';
import { AddressFields } from './AddressFields';
import type { AddressSuggestionSource } from './addressSuggestionSource';

const METADATA = {
  countries: [
    { id: 1, label: 'New Zealand', isoCode: 'NZL' },
    { id: 2, label: 'Australia', isoCode: 'AUS' },
  ],
  states: [
    { id: 10, label: 'New South Wales', abbreviation: 'NSW', countryId: 2 },
    { id: 20, label: 'Auckland', abbreviation: 'AUK', countryId: 1 },
  ],
};

/** A suggestion source of our own (the field's seam), recording what it was asked. */
function fakeSource() {
  const asked: unknown[] = [];
  const source: AddressSuggestionSource = {
    suggest: async (query) => {
      asked.push(query);
      return [
        { placeId: 'au-1', description: '200 George Street, Sydney NSW 2000' },
        { placeId: 'au-2', description: '20 George Street, Parramatta NSW 2150' },
      ];
    },
    place: async () => ({
      streetOrLotNumber: '200',
      streetAddress: 'George Street',
      suburb: 'Sydney',
      city: 'Sydney',
      state: 'NSW',
      country: 'AU',
      postcode: '2000',
    }),
  };
  return { source, asked };
}

/** Puts `text` in the search box at once (one input event, as a paste). */
async function typeSearch(text: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Search for your address' }));
  await userEvent.paste(text);
}

beforeEach(() => {
  configureFakeApi((path) => (path === 'v1/metadata' ? { body: METADATA } : undefined));
});

it('searches in the country of the group with its bounds; a choice fills the fields', async () => {
  const { source, asked } = fakeSource();
  const onSubmit = jest.fn();
  renderInForm(<AddressFields name="address" source={source} />, {
    onSubmit,
    initialValues: { address: { country: 'Australia' } },
  });
  // The group's country is read through the metadata (its states are then offered).
  await screen.findByRole('option', { name: 'New South Wales' });

  await typeSearch('200 Geo');
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(asked[0]).toEqual({ input: '200 Geo', country: 'AU', bounds: countryBounds('AU') });

  await userEvent.click(await screen.findByRole('option', { name: '200 George Street, Sydney NSW 2000' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('George Street'),
  );
  expect(screen.getByRole('textbox', { name: /Street or lot number/ })).toHaveValue('200');
  expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('2000');

  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledWith({
    address: {
      streetOrLotNumber: '200',
      streetAddress: 'George Street',
      suburb: 'Sydney',
      city: 'Sydney',
      state: 'New South Wales',
      country: 'Australia',
      postcode: '2000',
    },
  });
});

it('searches New Zealand when the group has no country', async () => {
  const { source, asked } = fakeSource();
  renderInForm(<AddressFields name="" source={source} />);
  await typeSearch('1 Queen');
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(asked[0]).toEqual({ input: '1 Queen', country: 'NZ', bounds: countryBounds('NZ') });
});

it('says "No matching addresses" only once a search has answered with none, never while typing', async () => {
  let answer: (items: { placeId: string; description: string }[]) => void = () => undefined;
  const source: AddressSuggestionSource = {
    suggest: () => new Promise((resolve) => (answer = resolve)),
    place: () => Promise.reject(new Error('not used')),
  };
  renderInForm(<AddressFields name="" source={source} />);
  await typeSearch('1 Nowhere');
  expect(screen.queryByText('No matching addresses')).not.toBeInTheDocument();
  // The pause, then the request on its way: still nothing said.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByText('No matching addresses')).not.toBeInTheDocument();
  answer([]);
  expect(await screen.findByText('No matching addresses')).toBeInTheDocument();
});

it('a choice made while the lookup lists cannot load says why, and fills nothing', async () => {
  configureFakeApi(() => ({ status: 503, body: { message: 'down' } }));
  const { source } = fakeSource();
  renderInForm(<AddressFields name="address" source={source} />);
  await typeSearch('200 Geo');
  await userEvent.click(await screen.findByRole('option', { name: '200 George Street, Sydney NSW 2000' }));
  const why = await screen.findByText(/Up API GET v1\/metadata/);
  expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('');
  // Said when it comes (one polite live region, not one inside another), and again with the search field.
  expect(why.parentElement).toHaveAttribute('aria-live', 'polite');
  expect(why).toHaveAttribute('aria-live', 'off');
  const search = screen.getByRole('combobox', { name: 'Search for your address' });
  expect(search).toHaveAccessibleDescription(/Up API GET v1\/metadata/);
  expect(search).toHaveAttribute('aria-invalid', 'true');
});

it('the search field is described by its hint until something fails', async () => {
  const { source } = fakeSource();
  renderInForm(<AddressFields name="" source={source} />);
  const search = screen.getByRole('combobox', { name: 'Search for your address' });
  expect(search).toHaveAccessibleDescription(
    'Choose a suggestion to fill in the address below, or type it yourself.',
  );
  expect(search).not.toHaveAttribute('aria-invalid');
});

it('mounts no closed list (no scroll position set); opened, the search controls its list', async () => {
  // Setting an element's scroll position makes the browser recompute the page's style and layout at once.
  const scrolled = jest.spyOn(Element.prototype, 'scrollTop', 'set');
  const { source } = fakeSource();
  renderInForm(<AddressFields name="address" source={source} />, {
    initialValues: { address: { country: 'Australia' } },
  });
  // The group is drawn again once the lookup lists are there.
  await screen.findByRole('option', { name: 'New South Wales' });
  const search = screen.getByRole('combobox', { name: 'Search for your address' });
  expect(search).toHaveAttribute('aria-expanded', 'false');
  expect(scrolled).not.toHaveBeenCalled();
  scrolled.mockRestore();

  await typeSearch('200 Geo');
  await screen.findByRole('option', { name: '200 George Street, Sydney NSW 2000' });
  expect(search).toHaveAttribute('aria-expanded', 'true');
  const list = document.getElementById(search.getAttribute('aria-controls')!);
  expect(list).toHaveRole('listbox');
  expect(list).toContainElement(screen.getByRole('option', { name: '200 George Street, Sydney NSW 2000' }));
});
