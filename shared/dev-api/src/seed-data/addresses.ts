/** Real New Zealand and Australian addresses (public buildings and streets across the main cities),
 * the development stand-in for the maps service's address suggestions. Fields follow the client's
 * `AddressLookupResult`: street number and street name apart, state by name, 2-letter country. */
import type { AddressLookupResult } from '@portal/api-contract';

export interface DevAddress extends AddressLookupResult {
  placeId: string;
  /** One line, as the maps service describes a place. */
  description: string;
  lat: number;
  lng: number;
}

type Row = readonly [
  number: string,
  street: string,
  suburb: string,
  city: string,
  state: string,
  postcode: string,
  lat: number,
  lng: number,
  extra?: { flatUnitDetails?: string; buildingPropertyName?: string },
];

const NZ: readonly Row[] = [
  [
    '72',
    'Victoria Street West',
    'Auckland Central',
    'Auckland',
    'Auckland',
    '1010',
    -36.8485,
    174.7622,
    { buildingPropertyName: 'Sky Tower' },
  ],
  ['1', 'Queen Street', 'Auckland Central', 'Auckland', 'Auckland', '1010', -36.844, 174.7672],
  [
    '303',
    'Queen Street',
    'Auckland Central',
    'Auckland',
    'Auckland',
    '1010',
    -36.8529,
    174.764,
    { buildingPropertyName: 'Auckland Town Hall' },
  ],
  ['27', 'Jervois Road', 'Herne Bay', 'Auckland', 'Auckland', '1011', -36.8467, 174.7365],
  [
    '18',
    'Dominion Road',
    'Mount Eden',
    'Auckland',
    'Auckland',
    '1024',
    -36.875,
    174.756,
    { flatUnitDetails: 'Unit 5' },
  ],
  [
    '112',
    'Great South Road',
    'Papakura',
    'Auckland',
    'Auckland',
    '2110',
    -37.065,
    174.944,
    { flatUnitDetails: 'Flat 2' },
  ],
  ['9', 'Rust Avenue', 'Whangārei Central', 'Whangārei', 'Northland', '0110', -35.727, 174.323],
  [
    '1',
    'Grantham Street',
    'Hamilton Central',
    'Hamilton',
    'Waikato',
    '3204',
    -37.7895,
    175.285,
    { buildingPropertyName: 'Waikato Museum' },
  ],
  ['8', 'Tui Street', 'Frankton', 'Hamilton', 'Waikato', '3204', -37.792, 175.257],
  ['91', 'Willow Street', 'Tauranga Central', 'Tauranga', 'Bay of Plenty', '3110', -37.686, 176.168],
  ['1', 'Fenton Street', 'Rotorua Central', 'Rotorua', 'Bay of Plenty', '3010', -38.139, 176.256],
  ['15', 'Peel Street', 'Gisborne Central', 'Gisborne', 'Gisborne', '4010', -38.662, 178.02],
  ['1', 'Tennyson Street', 'Napier South', 'Napier', "Hawke's Bay", '4110', -39.492, 176.918],
  ['42', 'Queen Street', 'New Plymouth Central', 'New Plymouth', 'Taranaki', '4310', -39.057, 174.075],
  [
    '32',
    'The Square',
    'Palmerston North Central',
    'Palmerston North',
    'Manawatu-Whanganui',
    '4410',
    -40.356,
    175.611,
  ],
  [
    '55',
    'Cable Street',
    'Te Aro',
    'Wellington',
    'Wellington',
    '6011',
    -41.2905,
    174.7821,
    { buildingPropertyName: 'Museum of New Zealand Te Papa Tongarewa' },
  ],
  ['1', 'Molesworth Street', 'Pipitea', 'Wellington', 'Wellington', '6011', -41.2784, 174.7767],
  ['101', 'Lambton Quay', 'Wellington Central', 'Wellington', 'Wellington', '6011', -41.28, 174.776],
  ['42', 'Trafalgar Street', 'Nelson Central', 'Nelson', 'Nelson', '7010', -41.274, 173.284],
  [
    '15',
    'Worcester Boulevard',
    'Christchurch Central City',
    'Christchurch',
    'Canterbury',
    '8013',
    -43.5306,
    172.6327,
  ],
  ['70', 'Colombo Street', 'Sydenham', 'Christchurch', 'Canterbury', '8023', -43.55, 172.637],
  ['164', 'Riccarton Road', 'Riccarton', 'Christchurch', 'Canterbury', '8041', -43.531, 172.6],
  ['50', 'The Octagon', 'Dunedin Central', 'Dunedin', 'Otago', '9016', -45.8742, 170.5036],
  ['419', 'George Street', 'North Dunedin', 'Dunedin', 'Otago', '9016', -45.87, 170.505],
  ['10', 'Camp Street', 'Queenstown', 'Queenstown', 'Otago', '9300', -45.031, 168.661],
  ['101', 'Esk Street', 'Invercargill Central', 'Invercargill', 'Southland', '9810', -46.411, 168.35],
];

const AU: readonly Row[] = [
  [
    '',
    'Bennelong Point',
    'Sydney',
    'Sydney',
    'New South Wales',
    '2000',
    -33.8568,
    151.2153,
    { buildingPropertyName: 'Sydney Opera House' },
  ],
  ['1', 'Martin Place', 'Sydney', 'Sydney', 'New South Wales', '2000', -33.8679, 151.2093],
  ['500', 'George Street', 'Sydney', 'Sydney', 'New South Wales', '2000', -33.873, 151.2065],
  ['36', 'Oxford Street', 'Darlinghurst', 'Sydney', 'New South Wales', '2010', -33.879, 151.215],
  ['18', 'Macquarie Street', 'Parramatta', 'Sydney', 'New South Wales', '2150', -33.815, 151.004],
  ['1', 'King Street', 'Newcastle', 'Newcastle', 'New South Wales', '2300', -32.927, 151.779],
  ['1', 'Spring Street', 'Melbourne', 'Melbourne', 'Victoria', '3000', -37.814, 144.974],
  ['401', 'Collins Street', 'Melbourne', 'Melbourne', 'Victoria', '3000', -37.817, 144.961],
  [
    '45',
    'Smith Street',
    'Fitzroy',
    'Melbourne',
    'Victoria',
    '3065',
    -37.804,
    144.983,
    { flatUnitDetails: 'Unit 12' },
  ],
  ['120', 'Chapel Street', 'Windsor', 'Melbourne', 'Victoria', '3181', -37.856, 144.993],
  ['100', 'Moorabool Street', 'Geelong', 'Geelong', 'Victoria', '3220', -38.147, 144.36],
  ['266', 'George Street', 'Brisbane City', 'Brisbane', 'Queensland', '4000', -27.471, 153.02],
  ['1', 'Grey Street', 'South Brisbane', 'Brisbane', 'Queensland', '4101', -27.476, 153.019],
  ['3', 'Cavill Avenue', 'Surfers Paradise', 'Gold Coast', 'Queensland', '4217', -28.002, 153.43],
  ['91', 'King William Street', 'Adelaide', 'Adelaide', 'South Australia', '5000', -34.925, 138.599],
  ['140', 'St Georges Terrace', 'Perth', 'Perth', 'Western Australia', '6000', -31.955, 115.857],
  ['12', 'Market Street', 'Fremantle', 'Fremantle', 'Western Australia', '6160', -32.054, 115.747],
  ['5', 'Argyle Street', 'Hobart', 'Hobart', 'Tasmania', '7000', -42.882, 147.331],
  [
    '1',
    'Constitution Avenue',
    'Canberra',
    'Canberra',
    'Australian Capital Territory',
    '2601',
    -35.282,
    149.133,
  ],
  ['19', 'The Mall', 'Darwin City', 'Darwin', 'Northern Territory', '0800', -12.463, 130.843],
];

const AU_STATE_CODES: Record<string, string> = {
  'Australian Capital Territory': 'ACT',
  'New South Wales': 'NSW',
  'Northern Territory': 'NT',
  Queensland: 'QLD',
  'South Australia': 'SA',
  Tasmania: 'TAS',
  Victoria: 'VIC',
  'Western Australia': 'WA',
};

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Describes a place the way the maps service does ("27 Jervois Road, Herne Bay, Auckland 1011, New Zealand"). */
function describe(row: Row, country: 'NZ' | 'AU'): string {
  const [number, street, suburb, city, state, postcode, , , extra] = row;
  const head = [extra?.flatUnitDetails, extra?.buildingPropertyName, `${number} ${street}`.trim()];
  const locality =
    country === 'NZ'
      ? [suburb !== city ? suburb : undefined, `${city} ${postcode}`, 'New Zealand']
      : [`${suburb} ${AU_STATE_CODES[state] ?? state} ${postcode}`, 'Australia'];
  return [...head, ...locality].filter(Boolean).join(', ');
}

const toAddress =
  (country: 'NZ' | 'AU') =>
  (row: Row): DevAddress => {
    const [number, street, suburb, city, state, postcode, lat, lng, extra] = row;
    return {
      placeId: `${country.toLowerCase()}-${slug(`${number} ${street} ${suburb}`)}`,
      description: describe(row, country),
      ...extra,
      streetOrLotNumber: number,
      streetAddress: street,
      suburb,
      city,
      state,
      country,
      postcode,
      lat,
      lng,
    };
  };

export const DEV_ADDRESSES: readonly DevAddress[] = [...NZ.map(toAddress('NZ')), ...AU.map(toAddress('AU'))];
