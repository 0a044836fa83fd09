/** Black-box tests of the public reference data: v1/metadata with every lookup list of the contract,
 * the single list paths, the phone check and the development address suggestions. */
import { METADATA_LIST_KEYS, SCHOOL_TYPE_CODES, type Metadata } from '@portal/api-contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answer, apiGet, startDevApi, type DevApiProcess } from './testing/devApiProcess';

jest.setTimeout(30000);

let dataDir: string;
let api: DevApiProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dev-api-reference-'));
  api = await startDevApi(dataDir);
});

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = <T>(path: string) => answer<T>(apiGet(api.baseUrl, path));

describe('v1/metadata', () => {
  let metadata: Metadata;
  beforeAll(async () => {
    [, metadata] = await get<Metadata>('v1/metadata');
  });

  test('holds every list of the contract, each with numeric ids and labels', () => {
    expect(Object.keys(metadata).sort()).toEqual([...METADATA_LIST_KEYS].sort());
    for (const key of METADATA_LIST_KEYS) {
      const list = metadata[key];
      expect([key, list.length > 1]).toEqual([key, true]);
      for (const item of list)
        expect(item).toEqual(expect.objectContaining({ id: expect.any(Number), label: expect.any(String) }));
      expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
    }
  });

  test('countries: New Zealand then Australia, ISO numeric ids and alpha-3 codes, 50 or more', () => {
    expect(metadata.countries.slice(0, 2)).toEqual([
      { id: 554, label: 'New Zealand', isoCode: 'NZL' },
      { id: 36, label: 'Australia', isoCode: 'AUS' },
    ]);
    expect(metadata.countries.length).toBeGreaterThanOrEqual(50);
    expect(metadata.countries.every((c) => /^[A-Z]{3}$/.test(c.isoCode))).toBe(true);
  });

  test('ethnicities start with the spec order; states carry abbreviations and a country', () => {
    expect(metadata.ethnicities.slice(0, 8).map((e) => e.label)).toEqual([
      'New Zealand Maori',
      'New Zealand Māori',
      'NZ European/Pakeha',
      'Cook Island Maori',
      'Fijian',
      'Samoan',
      'Tongan',
      'Australian',
    ]);
    const au = metadata.states.filter((s) => s.countryId === 36).map((s) => s.abbreviation);
    expect(au).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    const nz = metadata.states.filter((s) => s.countryId === 554);
    expect(nz.map((s) => s.label)).toEqual(expect.arrayContaining(['Auckland', 'Wellington', 'Canterbury']));
    expect(new Set(metadata.states.map((s) => s.abbreviation)).size).toBe(metadata.states.length);
  });

  test('payment lists, iwi, schools and industry subdivisions follow the contract', () => {
    expect(metadata.paymentInstallmentMethods.map((m) => m.label)).toEqual(['Credit Card', 'Bank Account']);
    expect(metadata.paymentProvider.map((m) => m.label)).toEqual(['Credit Card', 'Zip', 'Bank Account']);
    expect(metadata.iwis.length).toBeGreaterThanOrEqual(30);
    expect(metadata.iwis.map((i) => i.label)).toEqual(
      expect.arrayContaining(['Ngāpuhi', 'Ngāi Tahu / Kāi Tahu']),
    );
    const types = new Set(metadata.schools.map((s) => s.schoolType));
    expect([...types].sort()).toEqual(Object.values(SCHOOL_TYPE_CODES).sort());
    const divisions = new Set(metadata.industryDivisions.map((d) => d.id));
    expect(metadata.industrySubdivisions.every((s) => divisions.has(s.parentId))).toBe(true);
    expect(metadata.disabilitySupportNeeds.map((n) => n.label)).toContain(
      'No, I do not need support at this time.',
    );
    expect(metadata.occupations).toHaveLength(8);
  });
});

test('single lookup paths answer their metadata list', async () => {
  const [, metadata] = await get<Metadata>('v1/metadata');
  const paths: [string, keyof Metadata][] = [
    ['v1/activity', 'activities'],
    ['v1/country', 'countries'],
    ['v1/ethnicity', 'ethnicities'],
    ['v1/iwi', 'iwis'],
    ['v1/feesAssistanceStatus', 'feesAssistanceStatuses'],
    ['v1/qualification', 'qualifications'],
    ['v1/relationship', 'relationships'],
    ['v1/school', 'schools'],
  ];
  for (const [path, list] of paths) expect(await get(path)).toEqual([200, metadata[list]]);

  const [, categories] =
    await get<{ id: number; subCategories: { parentId: number }[] }[]>('v1/job/industryCategory');
  expect(categories).toHaveLength(19);
  expect(
    categories.every((c) => c.subCategories.length > 0 && c.subCategories.every((s) => s.parentId === c.id)),
  ).toBe(true);
  const [, sponsors] = await get<unknown[]>('v1/sponsor');
  expect(sponsors.length).toBeGreaterThan(3);
  const [, locations] = await get<{ provider: string }[]>('v1/location?provider=yoobee');
  expect(locations.length).toBeGreaterThan(1);
  expect(locations.every((l) => l.provider === 'yoobee')).toBe(true);
  expect((await apiGet(api.baseUrl, 'v1/location?provider=nope')).status).toBe(400);
});

describe('phone check util/phone/{digits}/{country}', () => {
  test('an NZ mobile is valid, type Mobile, in international format', async () => {
    expect(await get('util/phone/0211234567/NZ')).toEqual([
      200,
      { valid: true, type: 'Mobile', formatted: '+64 21 123 4567', code: '64' },
    ]);
  });

  test('an AU landline is valid, type FixedLine', async () => {
    expect(await get('util/phone/0292123456/AU')).toEqual([
      200,
      { valid: true, type: 'FixedLine', formatted: '+61 2 9212 3456', code: '61' },
    ]);
  });

  test('an invalid number is not valid; an unknown country is 400', async () => {
    const [status, body] = await get<{ valid: boolean; code: string }>('util/phone/123/NZ');
    expect([status, body.valid, body.code]).toEqual([200, false, '64']);
    const [, zero] = await get<{ valid: boolean }>('util/phone/0/AU');
    expect(zero.valid).toBe(false);
    expect((await apiGet(api.baseUrl, 'util/phone/0211234567/XX')).status).toBe(400);
  });
});

describe('address suggestions', () => {
  type Predictions = { predictions: { placeId: string; description: string }[] };
  const NZ_BOUNDS = '166.4,-47.3,178.6,-34.4';
  const WELLINGTON = '174.6,-41.4,174.9,-41.2';

  test('match case-insensitively within the country, at most five', async () => {
    const [status, { predictions }] = await get<Predictions>(
      `dev/address/autocomplete?input=STREET&country=NZ&bounds=${NZ_BOUNDS}`,
    );
    expect(status).toBe(200);
    expect(predictions).toHaveLength(5);
    expect(predictions.every((p) => p.description.endsWith('New Zealand'))).toBe(true);
    const [, au] = await get<Predictions>('dev/address/autocomplete?input=George Street&country=AU');
    expect(au.predictions.map((p) => p.description)).toEqual([
      '500 George Street, Sydney NSW 2000, Australia',
      '266 George Street, Brisbane City QLD 4000, Australia',
    ]);
    const [, none] = await get<Predictions>('dev/address/autocomplete?input=zzzz&country=NZ');
    expect(none.predictions).toEqual([]);
  });

  test('put the addresses inside the bounds first', async () => {
    const [, plain] = await get<Predictions>('dev/address/autocomplete?input=street&country=NZ');
    const [, biased] = await get<Predictions>(
      `dev/address/autocomplete?input=street&country=NZ&bounds=${WELLINGTON}`,
    );
    expect(plain.predictions[0]?.description).toContain('Auckland');
    expect(biased.predictions[0]?.description).toContain('Wellington');
    expect((await apiGet(api.baseUrl, 'dev/address/autocomplete?input=a&bounds=1,2,3')).status).toBe(400);
  });

  test('a place answers the lookup result with a 2-letter country', async () => {
    const [, { predictions }] = await get<Predictions>(
      'dev/address/autocomplete?input=27 jervois&country=NZ',
    );
    const [status, place] = await get(`dev/address/place/${predictions[0]?.placeId}`);
    expect([status, place]).toEqual([
      200,
      {
        streetOrLotNumber: '27',
        streetAddress: 'Jervois Road',
        suburb: 'Herne Bay',
        city: 'Auckland',
        state: 'Auckland',
        country: 'NZ',
        postcode: '1011',
      },
    ]);
    expect((await apiGet(api.baseUrl, 'dev/address/place/nowhere')).status).toBe(404);
  });
});
