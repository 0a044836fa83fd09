import type { Provider } from '../types';

/** EXAMPLE SHAPE — to be completed by the provider-registry work. */
export const nzInstituteOfSport: Provider = {
  slug: 'nz-institute-of-sport',
  name: 'Yoobee Colleges',
  pageTitle: 'Yoobee Student Portal',
  group: 'aad',
  country: 'NZ',
  timezone: 'Pacific/Auckland',
  links: {
    home: 'https://www.yoobee.ac.nz',
    privacy: 'https://www.yoobee.ac.nz/privacy-policy',
    terms: 'https://www.yoobee.ac.nz/terms-and-conditions',
    lms: 'https://learn.yoobee.ac.nz',
    lmsLogout: 'https://learn.yoobee.ac.nz/login/logout.php',
  },
  menu: ['settings', 'grades', 'myEnrolments', 'payments', 'files', 'support', 'logout'],
  burgerMenu: ['settings', 'grades', 'payments', 'files', 'support', 'withdraw', 'logout'],
  readOnlyFields: ['name', 'email'],
  switches: {
    coursesFirst: false,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: null,
    caseChannel: 'case',
    policiesPage: false,
  },
  contact: { phone: '0800 966 233', email: 'enquiries@yoobee.ac.nz' },
};
