/** Lists about study: schools and providers (real NZ and AU institutions with their CRM school type),
 * school levels, education levels, qualifications and NZQF levels, study modes and reasons
 * (AVETMISS codes), spoken English levels, prior educational achievement (AVETMISS) and fees
 * assistance. */
import { SCHOOL_TYPE_CODES } from '@portal/api-contract';
import { numbered, type LookupItem, type School } from './types';

const {
  highSchool,
  privateTrainingEstablishment,
  otherTertiaryEducationProvider,
  wananga,
  university,
  polytechnic,
} = SCHOOL_TYPE_CODES;

export const SCHOOLS: readonly School[] = [
  { id: 1001, label: 'Auckland Grammar School', schoolType: highSchool },
  { id: 1002, label: 'Epsom Girls Grammar School', schoolType: highSchool },
  { id: 1003, label: 'Wellington High School', schoolType: highSchool },
  { id: 1004, label: "Christchurch Boys' High School", schoolType: highSchool },
  { id: 1005, label: 'Otago Girls’ High School', schoolType: highSchool },
  { id: 1006, label: 'Hamilton Boys’ High School', schoolType: highSchool },
  { id: 1007, label: 'Sydney Boys High School', schoolType: highSchool },
  { id: 1008, label: 'Melbourne High School', schoolType: highSchool },
  { id: 1009, label: 'Brisbane State High School', schoolType: highSchool },
  { id: 1010, label: 'Perth Modern School', schoolType: highSchool },
  { id: 2001, label: 'The University of Auckland', schoolType: university },
  { id: 2002, label: 'Te Herenga Waka—Victoria University of Wellington', schoolType: university },
  { id: 2003, label: 'University of Otago', schoolType: university },
  { id: 2004, label: 'The University of Sydney', schoolType: university },
  { id: 2005, label: 'The University of Melbourne', schoolType: university },
  { id: 3001, label: 'Te Wānanga o Aotearoa', schoolType: wananga },
  { id: 3002, label: 'Te Wānanga o Raukawa', schoolType: wananga },
  { id: 3003, label: 'Te Whare Wānanga o Awanuiārangi', schoolType: wananga },
  { id: 4001, label: 'Unitec Institute of Technology', schoolType: polytechnic },
  { id: 4002, label: 'Ara Institute of Canterbury', schoolType: polytechnic },
  { id: 4003, label: 'Wellington Institute of Technology (WelTec)', schoolType: polytechnic },
  { id: 4004, label: 'TAFE NSW', schoolType: polytechnic },
  { id: 5001, label: 'NZMA', schoolType: privateTrainingEstablishment },
  { id: 5002, label: 'Yoobee Colleges', schoolType: privateTrainingEstablishment },
  { id: 5003, label: 'New Zealand Institute of Sport', schoolType: privateTrainingEstablishment },
  { id: 5004, label: 'International College of Hotel Management', schoolType: privateTrainingEstablishment },
  { id: 6001, label: 'Laidlaw College', schoolType: otherTertiaryEducationProvider },
  { id: 6002, label: 'Carey Baptist College', schoolType: otherTertiaryEducationProvider },
];

/** Highest completed school level (AVETMISS codes). */
export const SCHOOL_LEVELS: readonly LookupItem[] = [
  { id: 12, label: 'Year 12 or equivalent' },
  { id: 11, label: 'Year 11 or equivalent' },
  { id: 10, label: 'Year 10 or equivalent' },
  { id: 9, label: 'Year 9 or equivalent' },
  { id: 8, label: 'Year 8 or below' },
  { id: 2, label: 'Never attended school' },
];

/** Highest secondary school qualification. */
export const EDUCATION_LEVELS: readonly LookupItem[] = numbered([
  'No secondary school qualification',
  'NCEA Level 1',
  'NCEA Level 2',
  'NCEA Level 3',
  'University Entrance',
  'Higher School Certificate / ATAR (Australia)',
  'Cambridge International',
  'International Baccalaureate',
  'Overseas secondary school qualification',
]);

export const QUALIFICATIONS: readonly LookupItem[] = numbered([
  'Certificate',
  'Diploma',
  'Graduate Certificate',
  'Graduate Diploma',
  "Bachelor's Degree",
  "Bachelor's Degree with Honours",
  'Postgraduate Certificate',
  'Postgraduate Diploma',
  "Master's Degree",
  'Doctoral Degree',
  'Trade Qualification / Apprenticeship',
]);

/** New Zealand Qualifications and Credentials Framework levels. */
export const QUALIFICATION_LEVELS: readonly LookupItem[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  label: `Level ${i + 1}`,
}));

export const STUDY_MODES: readonly LookupItem[] = numbered([
  'Full-time on campus',
  'Part-time on campus',
  'Full-time online',
  'Part-time online',
  'Blended (online and on campus)',
]);

/** AVETMISS study reason codes. */
export const STUDY_REASONS: readonly LookupItem[] = [
  { id: 1, label: 'To get a job' },
  { id: 2, label: 'To develop my existing business' },
  { id: 3, label: 'To start my own business' },
  { id: 4, label: 'To try for a different career' },
  { id: 5, label: 'To get a better job or promotion' },
  { id: 6, label: 'It was a requirement of my job' },
  { id: 7, label: 'I wanted extra skills for my job' },
  { id: 8, label: 'To get into another course of study' },
  { id: 12, label: 'For personal interest or self-development' },
  { id: 13, label: 'To get skills for community/voluntary work' },
  { id: 11, label: 'Other reasons' },
];

/** AVETMISS proficiency in spoken English. */
export const SPOKEN_ENGLISH_LEVELS: readonly LookupItem[] = [
  { id: 1, label: 'Very well' },
  { id: 2, label: 'Well' },
  { id: 3, label: 'Not well' },
  { id: 4, label: 'Not at all' },
];

/** AVETMISS prior educational achievement identifiers. */
export const PRIOR_EDUCATIONAL_ACHIEVEMENTS: readonly LookupItem[] = [
  { id: 8, label: 'Bachelor degree or higher degree' },
  { id: 410, label: 'Advanced diploma or associate degree' },
  { id: 420, label: 'Diploma (or associate diploma)' },
  { id: 511, label: 'Certificate IV (or advanced certificate/technician)' },
  { id: 514, label: 'Certificate III (or trade certificate)' },
  { id: 521, label: 'Certificate II' },
  { id: 524, label: 'Certificate I' },
  { id: 990, label: 'Certificates other than the above' },
];

export const FEES_ASSISTANCE_STATUSES: readonly LookupItem[] = numbered([
  'Self-funded',
  'Fees Free (first year)',
  'StudyLink Student Loan',
  'FEE-HELP',
  'VET Student Loan',
  'Employer funded',
  'Scholarship',
  'Government funded (Skills First / Smart and Skilled)',
]);
