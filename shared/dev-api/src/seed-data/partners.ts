/** The people and organisations around the students: employers (the employer search), workplaces and
 * their educators, job vacancies per business unit, sponsors and campus locations. Plain data; the
 * seed (src/seed-records.ts) turns employers, workplaces and educators into stored records. */
import type { ProviderSlug } from '../providers';

/** Name stems and kinds of business, with the ANZSIC division (metadata industryDivisions id). */
const STEMS = [
  'Harbourside',
  'Kauri',
  'Southern Cross',
  'Tasman',
  'Pacific Ridge',
  'Summit',
  'Coastal',
  'Greenlane',
  'Bayview',
  'Ironbark',
];
const KINDS: readonly (readonly [string, number])[] = [
  ['Hospitality Group', 8],
  ['Health Care', 17],
  ['Builders', 5],
  ['Logistics', 9],
  ['Dental', 17],
  ['Motors', 7],
  ['Digital', 13],
  ['Fitness', 18],
];
const CITIES: readonly (readonly [string, 'NZ' | 'AU'])[] = [
  ['Auckland', 'NZ'],
  ['Wellington', 'NZ'],
  ['Christchurch', 'NZ'],
  ['Hamilton', 'NZ'],
  ['Sydney', 'AU'],
  ['Melbourne', 'AU'],
  ['Brisbane', 'AU'],
  ['Adelaide', 'AU'],
];

export interface EmployerSpec {
  name: string;
  city: string;
  country: 'NZ' | 'AU';
  industryDivisionId: number;
}

/** 80 employers (more than the search's default top of 50): every stem with every kind of business. */
export const EMPLOYERS: readonly EmployerSpec[] = STEMS.flatMap((stem, i) =>
  KINDS.map(([kind, industryDivisionId], k) => {
    const [city, country] = CITIES[(i + k) % CITIES.length] as (typeof CITIES)[number];
    const suffix = country === 'NZ' ? 'Limited' : 'Pty Ltd';
    return { name: `${stem} ${kind} ${suffix}`, city, country, industryDivisionId };
  }),
);

/** Kinds of workplace account (v1/workplace?accountType=). */
export const WORKPLACE_ACCOUNT_TYPES = ['Employer', 'Placement Provider', 'Industry Partner'] as const;

/** Workplace educators: [given name, family name, role, index of the employer they work at]. */
export const WORKPLACE_EDUCATORS: readonly (readonly [string, string, string, number])[] = [
  ['Hine', 'Te Rangi', 'Clinical Educator', 1],
  ['Mark', 'Sullivan', 'Workplace Assessor', 8],
  ['Sione', 'Latu', 'Head Chef and Trainer', 0],
  ['Grace', 'Kim', 'Practice Manager', 4],
  ['Tom', 'Becker', 'Site Supervisor', 2],
  ['Anika', 'Patel', 'Clinical Educator', 9],
  ['Ruby', 'Walsh', 'Team Leader', 23],
  ['Daniel', 'Moana', 'Fitness Centre Manager', 7],
];

export interface VacancySpec {
  title: string;
  /** The provider whose business unit advertises it. */
  provider: ProviderSlug;
  location: string;
  employmentType: 'Full-time' | 'Part-time' | 'Casual' | 'Fixed-term';
  /** Days from the seed's day to the closing date. */
  closesInDays: number;
}

export const VACANCIES: readonly VacancySpec[] = [
  {
    title: 'Commis Chef',
    provider: 'nzma',
    location: 'Auckland',
    employmentType: 'Full-time',
    closesInDays: 21,
  },
  { title: 'Barista', provider: 'nzma', location: 'Hamilton', employmentType: 'Part-time', closesInDays: 14 },
  {
    title: 'Junior Web Developer',
    provider: 'yoobee',
    location: 'Auckland',
    employmentType: 'Full-time',
    closesInDays: 30,
  },
  {
    title: 'Motion Graphics Designer',
    provider: 'yoobee',
    location: 'Wellington',
    employmentType: 'Fixed-term',
    closesInDays: 18,
  },
  {
    title: 'Gym Instructor',
    provider: 'nz-institute-of-sport',
    location: 'Christchurch',
    employmentType: 'Casual',
    closesInDays: 10,
  },
  {
    title: 'Front Office Supervisor',
    provider: 'ichm',
    location: 'Adelaide',
    employmentType: 'Full-time',
    closesInDays: 25,
  },
  {
    title: 'Guest Services Agent',
    provider: 'nzst',
    location: 'Queenstown',
    employmentType: 'Full-time',
    closesInDays: 12,
  },
  {
    title: 'Personal Care Assistant',
    provider: 'iahealth',
    location: 'Melbourne',
    employmentType: 'Part-time',
    closesInDays: 20,
  },
  {
    title: 'Early Childhood Educator',
    provider: 'soe',
    location: 'Brisbane',
    employmentType: 'Full-time',
    closesInDays: 28,
  },
  {
    title: 'Game Tester',
    provider: 'colab',
    location: 'Auckland',
    employmentType: 'Casual',
    closesInDays: 9,
  },
  {
    title: 'Administration Officer',
    provider: 'up-online',
    location: 'Sydney',
    employmentType: 'Full-time',
    closesInDays: 16,
  },
];

export const SPONSORS: readonly { id: number; label: string; type: string }[] = [
  { id: 1, label: 'Self-funded', type: 'Self' },
  { id: 2, label: 'StudyLink (Ministry of Social Development)', type: 'Government' },
  { id: 3, label: 'Work and Income New Zealand', type: 'Government' },
  { id: 4, label: 'ACC', type: 'Government' },
  { id: 5, label: 'Te Puni Kōkiri', type: 'Government' },
  { id: 6, label: 'Services Australia (Austudy)', type: 'Government' },
  { id: 7, label: 'Employer', type: 'Employer' },
  { id: 8, label: 'Iwi or Rūnanga scholarship', type: 'Scholarship' },
  { id: 9, label: 'Family member', type: 'Private' },
];

/** Campus locations per provider: [provider, campus, city, country]. */
const CAMPUSES: readonly (readonly [ProviderSlug, string, string, 'NZ' | 'AU'])[] = [
  ['up-online', 'Online', 'Sydney', 'AU'],
  ['iahealth', 'Sydney Campus', 'Sydney', 'AU'],
  ['iahealth', 'Melbourne Campus', 'Melbourne', 'AU'],
  ['ichm', 'Regency Park Campus', 'Adelaide', 'AU'],
  ['nz-institute-of-sport', 'Auckland Campus', 'Auckland', 'NZ'],
  ['nz-institute-of-sport', 'Wellington Campus', 'Wellington', 'NZ'],
  ['nzma', 'Auckland Central', 'Auckland', 'NZ'],
  ['nzma', 'Manukau', 'Auckland', 'NZ'],
  ['nzma', 'Hamilton', 'Hamilton', 'NZ'],
  ['soe', 'Online', 'Brisbane', 'AU'],
  ['yoobee', 'Auckland City Campus', 'Auckland', 'NZ'],
  ['yoobee', 'Wellington Campus', 'Wellington', 'NZ'],
  ['yoobee', 'Christchurch Campus', 'Christchurch', 'NZ'],
  ['yoobee', 'Online', 'Auckland', 'NZ'],
  ['nzst', 'Auckland Campus', 'Auckland', 'NZ'],
  ['nzst', 'Queenstown Campus', 'Queenstown', 'NZ'],
  ['colab', 'Auckland Campus', 'Auckland', 'NZ'],
];

export const LOCATIONS = CAMPUSES.map(([provider, label, city, country], i) => ({
  id: 101 + i,
  label,
  provider,
  city,
  country,
}));
