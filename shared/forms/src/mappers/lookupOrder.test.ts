import fc from 'fast-check';
import type { LookupItem } from '@portal/api';
import { COUNTRIES_FIRST, ETHNICITIES_FIRST, orderLookupList } from './lookupOrder';

const item = (id: number, label: string, extra: Record<string, unknown> = {}): LookupItem =>
  ({ id, label, ...extra }) as LookupItem;

const COUNTRIES = [
  item(36, 'Australia', { isoCode: 'AUS' }),
  item(242, 'Fiji', { isoCode: 'FJI' }),
  item(554, 'New Zealand', { isoCode: 'NZL' }),
  item(882, 'Samoa', { isoCode: 'WSM' }),
  item(124, 'Canada', { isoCode: 'CAN' }),
];
const ETHNICITIES = [
  item(1, 'Chinese'),
  item(2, 'Australian'),
  item(3, 'Tongan'),
  item(4, 'New Zealand Māori'),
  item(5, 'Samoan'),
  item(6, 'Fijian'),
  item(7, 'NZ European/Pakeha'),
  item(8, 'Other Ethnicity'),
  item(9, 'Cook Island Maori'),
  item(10, 'New Zealand Maori'),
  item(11, 'Indian'),
];
const labels = (items: readonly LookupItem[]) => items.map((i) => i.label);

describe('orderLookupList', () => {
  it('lists New Zealand, then Australia, first; the other countries keep the order they came in', () => {
    expect(labels(orderLookupList('countries', COUNTRIES))).toEqual([
      'New Zealand',
      'Australia',
      'Fiji',
      'Samoa',
      'Canada',
    ]);
    expect(COUNTRIES_FIRST.map((c) => c.label)).toEqual(['New Zealand', 'Australia']);
  });

  it("lists the spec's first ethnicities in its order (both spellings of Maori), then the others as they came", () => {
    expect(labels(orderLookupList('ethnicities', ETHNICITIES))).toEqual([
      'New Zealand Maori',
      'New Zealand Māori',
      'NZ European/Pakeha',
      'Cook Island Maori',
      'Fijian',
      'Samoan',
      'Tongan',
      'Australian',
      'Chinese',
      'Other Ethnicity',
      'Indian',
    ]);
    expect(ETHNICITIES_FIRST).toEqual([
      'New Zealand Maori',
      'New Zealand Māori',
      'NZ European/Pakeha',
      'Cook Island Maori',
      'Fijian',
      'Samoan',
      'Tongan',
      'Australian',
    ]);
  });

  it('knows a first item written with other marks or case, and a country by its code or its name', () => {
    expect(
      labels(
        orderLookupList('ethnicities', [item(1, 'Samoan'), item(2, 'NZ European/Pākehā'), item(3, 'TONGAN')]),
      ),
    ).toEqual(['NZ European/Pākehā', 'Samoan', 'TONGAN']);
    expect(
      labels(
        orderLookupList('countries', [item(1, 'Fiji'), item(2, 'Aotearoa New Zealand', { isoCode: 'NZL' })]),
      ),
    ).toEqual(['Aotearoa New Zealand', 'Fiji']);
    expect(labels(orderLookupList('countries', [item(1, 'Fiji'), item(2, 'australia')]))).toEqual([
      'australia',
      'Fiji',
    ]);
  });

  it('leaves every other list, and the list given, as they are', () => {
    const genders = [item(2, 'Male'), item(1, 'Female')];
    expect(orderLookupList('genders', genders)).toBe(genders);
    const given = [...COUNTRIES];
    orderLookupList('countries', given);
    expect(given).toEqual(COUNTRIES);
  });

  it('whatever order the API sends: the first group in the spec order, then the rest in the order sent', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ETHNICITIES, { minLength: 0 }), (sent) => {
        const ordered = labels(orderLookupList('ethnicities', sent));
        const first = ETHNICITIES_FIRST.filter((label) => sent.some((i) => i.label === label));
        const rest = labels(sent).filter((label) => !ETHNICITIES_FIRST.includes(label));
        expect(ordered).toEqual([...first, ...rest]);
      }),
    );
  });
});
