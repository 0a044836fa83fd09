import { alpha2ToAlpha3, COUNTRY_CODES, countryBounds, findCountryCode } from './countries';

/** Whether a point lies in a box, taking a box across the 180th meridian (west > east) into account. */
function contains([west, south, east, north]: [number, number, number, number], lng: number, lat: number) {
  const inLng = west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
  return inLng && lat >= south && lat <= north;
}

describe('COUNTRY_CODES', () => {
  it('holds all 249 ISO 3166-1 countries, each code once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES.map((c) => c.alpha2)).size).toBe(249);
    expect(new Set(COUNTRY_CODES.map((c) => c.alpha3)).size).toBe(249);
    for (const country of COUNTRY_CODES) {
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      const [west, south, east, north] = country.bbox;
      expect(south).toBeLessThanOrEqual(north);
      expect(
        Math.abs(west) <= 180 && Math.abs(east) <= 180 && Math.abs(south) <= 90 && Math.abs(north) <= 90,
      ).toBe(true);
    }
  });

  it.each([
    ['NZ', 174.76, -36.85], // Auckland
    ['NZ', 168.13, -46.9], // Stewart Island
    ['NZ', 172.68, -34.43], // Cape Reinga
    ['AU', 151.21, -33.87], // Sydney
    ['AU', 115.86, -31.95], // Perth
    ['AU', 147.33, -42.88], // Hobart
    ['AU', 142.53, -10.69], // Cape York
    ['FJ', 178.44, -18.14], // Suva
    ['FJ', -179.9, -16.5], // Fiji's islands east of the 180th meridian
    ['GB', -0.13, 51.51], // London
    ['US', -74.0, 40.71], // New York
    ['JP', 139.69, 35.69], // Tokyo
    ['WS', -171.77, -13.83], // Apia
  ])('the box of %s holds a place in it', (alpha2, lng, lat) => {
    expect(contains(countryBounds(alpha2)!, lng, lat)).toBe(true);
  });

  it('keeps the boxes of New Zealand and Australia apart', () => {
    expect(contains(countryBounds('NZ')!, 151.21, -33.87)).toBe(false);
    expect(contains(countryBounds('AU')!, 174.76, -36.85)).toBe(false);
  });
});

describe('alpha2ToAlpha3 and findCountryCode', () => {
  it('maps 2-letter codes to 3-letter ones, in any case', () => {
    expect(alpha2ToAlpha3('NZ')).toBe('NZL');
    expect(alpha2ToAlpha3('au')).toBe('AUS');
    expect(alpha2ToAlpha3('GB')).toBe('GBR');
    expect(alpha2ToAlpha3('XX')).toBeUndefined();
    expect(findCountryCode('NZ')?.name).toBe('New Zealand');
    expect(countryBounds('XX')).toBeUndefined();
  });
});
