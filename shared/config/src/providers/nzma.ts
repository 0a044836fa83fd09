import type { Provider } from '../types';

/** NZMA, New Zealand Management Academies (directory sign-in). Owns the support page nz-institute-of-sport shares. */
export const nzma: Provider = {
  slug: 'nzma',
  name: 'NZMA',
  pageTitle: 'NZMA Student Portal',
  group: 'aad',
  country: 'NZ',
  timezone: 'Pacific/Auckland',
  links: {
    home: 'https://www.nzma.ac.nz',
    privacy: 'https://www.nzma.ac.nz/privacy-policy',
    cookies: 'https://www.nzma.ac.nz/cookie-policy',
    terms: 'https://www.nzma.ac.nz/terms-and-conditions',
    sitemap: 'https://www.nzma.ac.nz/sitemap',
    copyright: 'https://www.nzma.ac.nz/copyright',
    lms: 'https://learn.nzma.ac.nz',
    lmsLogout: 'https://learn.nzma.ac.nz/login/logout.php',
    studentHandbook: 'https://www.nzma.ac.nz/student-handbook',
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
  readOnlyFields: ['name', 'email', 'preferredName'],
  features: {
    coursesFirst: false,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: 'nzma',
    caseChannel: 'emailCase',
    policiesPage: true,
  },
  contact: { phone: '0800 696 962', email: 'studentsupport@nzma.ac.nz' },
};
