import type { Provider } from '../types';

/** New Zealand Institute of Sport (directory sign-in). Shares the NZMA support page and policies page. */
export const nzInstituteOfSport: Provider = {
  slug: 'nz-institute-of-sport',
  name: 'New Zealand Institute of Sport',
  pageTitle: 'NZIS Student Portal',
  group: 'aad',
  country: 'NZ',
  timezone: 'Pacific/Auckland',
  links: {
    home: 'https://www.nzis.co.nz',
    privacy: 'https://www.nzis.co.nz/privacy-policy',
    cookies: 'https://www.nzis.co.nz/cookie-policy',
    terms: 'https://www.nzis.co.nz/terms-and-conditions',
    sitemap: 'https://www.nzis.co.nz/sitemap',
    lms: 'https://learn.nzis.co.nz',
    lmsLogout: 'https://learn.nzis.co.nz/login/logout.php',
    studentHandbook: 'https://www.nzis.co.nz/student-handbook',
  },
  menus: {
    user: [
      'settings',
      'grades',
      'myEnrolments',
      'payments',
      'files',
      'support',
      'policiesAndProcedures',
      'logout',
    ],
    burger: ['settings', 'grades', 'payments', 'files', 'support', 'withdraw', 'logout'],
  },
  readOnlyFields: ['name', 'email'],
  features: {
    coursesFirst: false,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: 'nzma',
    caseChannel: 'emailCase',
    policiesPage: true,
  },
  contact: { phone: '0800 865 069', email: 'studentsupport@nzis.co.nz' },
};
