/** Lists about work: ANZSIC 2006 industry divisions (A..S, numbered 1..19) with subdivisions (their
 * two-digit codes as ids, parentId = the division), ANZSCO major occupation groups, employment
 * status (AVETMISS) and main activity (NZ Single Data Return). */
import { numbered, type IndustrySubdivision, type LookupItem } from './types';

export const INDUSTRY_DIVISIONS: readonly LookupItem[] = numbered([
  'Agriculture, Forestry and Fishing',
  'Mining',
  'Manufacturing',
  'Electricity, Gas, Water and Waste Services',
  'Construction',
  'Wholesale Trade',
  'Retail Trade',
  'Accommodation and Food Services',
  'Transport, Postal and Warehousing',
  'Information Media and Telecommunications',
  'Financial and Insurance Services',
  'Rental, Hiring and Real Estate Services',
  'Professional, Scientific and Technical Services',
  'Administrative and Support Services',
  'Public Administration and Safety',
  'Education and Training',
  'Health Care and Social Assistance',
  'Arts and Recreation Services',
  'Other Services',
]);

/** [code, label, division id]. */
const SUBDIVISIONS: readonly (readonly [number, string, number])[] = [
  [1, 'Agriculture', 1],
  [2, 'Aquaculture', 1],
  [3, 'Forestry and Logging', 1],
  [4, 'Fishing, Hunting and Trapping', 1],
  [6, 'Coal Mining', 2],
  [8, 'Metal Ore Mining', 2],
  [11, 'Food Product Manufacturing', 3],
  [12, 'Beverage and Tobacco Product Manufacturing', 3],
  [14, 'Wood Product Manufacturing', 3],
  [26, 'Electricity Supply', 4],
  [28, 'Water Supply, Sewerage and Drainage Services', 4],
  [30, 'Building Construction', 5],
  [31, 'Heavy and Civil Engineering Construction', 5],
  [32, 'Construction Services', 5],
  [36, 'Grocery, Liquor and Tobacco Product Wholesaling', 6],
  [39, 'Motor Vehicle and Motor Vehicle Parts Retailing', 7],
  [41, 'Food Retailing', 7],
  [42, 'Other Store-Based Retailing', 7],
  [44, 'Accommodation', 8],
  [45, 'Food and Beverage Services', 8],
  [46, 'Road Transport', 9],
  [49, 'Air and Space Transport', 9],
  [54, 'Publishing (except Internet and Music Publishing)', 10],
  [55, 'Motion Picture and Sound Recording Activities', 10],
  [58, 'Telecommunications Services', 10],
  [62, 'Finance', 11],
  [63, 'Insurance and Superannuation Funds', 11],
  [67, 'Property Operators and Real Estate Services', 12],
  [69, 'Professional, Scientific and Technical Services (except Computer System Design)', 13],
  [70, 'Computer System Design and Related Services', 13],
  [72, 'Administrative Services', 14],
  [73, 'Building Cleaning, Pest Control and Other Support Services', 14],
  [75, 'Public Administration', 15],
  [77, 'Public Order, Safety and Regulatory Services', 15],
  [80, 'Preschool and School Education', 16],
  [81, 'Tertiary Education', 16],
  [84, 'Hospitals', 17],
  [85, 'Medical and Other Health Care Services', 17],
  [86, 'Residential Care Services', 17],
  [87, 'Social Assistance Services', 17],
  [90, 'Creative and Performing Arts Activities', 18],
  [91, 'Sports and Recreation Activities', 18],
  [94, 'Repair and Maintenance', 19],
  [95, 'Personal and Other Services', 19],
];

export const INDUSTRY_SUBDIVISIONS: readonly IndustrySubdivision[] = SUBDIVISIONS.map(
  ([id, label, parentId]) => ({ id, label, parentId }),
);

/** ANZSCO major groups. */
export const OCCUPATIONS: readonly LookupItem[] = numbered([
  'Managers',
  'Professionals',
  'Technicians and Trades Workers',
  'Community and Personal Service Workers',
  'Clerical and Administrative Workers',
  'Sales Workers',
  'Machinery Operators and Drivers',
  'Labourers',
]);

/** AVETMISS labour force status. */
export const CURRENT_EMPLOYMENT_STATUSES: readonly LookupItem[] = numbered([
  'Full-time employee',
  'Part-time employee',
  'Self-employed – not employing others',
  'Employer',
  'Employed – unpaid worker in a family business',
  'Unemployed – seeking full-time work',
  'Unemployed – seeking part-time work',
  'Not employed – not seeking employment',
]);

/** Main activity before study (NZ Single Data Return). */
export const ACTIVITIES: readonly LookupItem[] = numbered([
  'Secondary school student',
  'University student',
  'Polytechnic student',
  'Wānanga student',
  'Private training establishment student',
  'Employed',
  'Self-employed',
  'Unemployed',
  'Beneficiary',
  'Home maker or retired',
  'Overseas',
  'Other',
]);
