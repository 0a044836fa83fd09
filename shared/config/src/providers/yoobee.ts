import type { Provider } from '../types';

/** Yoobee Colleges: creative technology colleges in New Zealand (directory sign-in). */
export const yoobee: Provider = {
  slug: 'yoobee',
  name: 'Yoobee Colleges',
  pageTitle: 'Yoobee Student Portal',
  group: 'aad',
  country: 'NZ',
  timezone: 'Pacific/Auckland',
  links: {
    home: 'https://www.yoobee.ac.nz',
    privacy: 'https://www.yoobee.ac.nz/privacy-policy',
    cookies: 'https://www.yoobee.ac.nz/cookie-policy',
    terms: 'https://www.yoobee.ac.nz/terms-and-conditions',
    copyright: 'https://www.yoobee.ac.nz/copyright',
    lms: 'https://learn.yoobee.ac.nz',
    lmsLogout: 'https://learn.yoobee.ac.nz/login/logout.php',
  },
  menus: {
    user: ['settings', 'grades', 'myEnrolments', 'payments', 'files', 'logout'],
    burger: ['settings', 'grades', 'payments', 'files', 'withdraw', 'logout'],
  },
  readOnlyFields: ['name', 'email'],
  features: {
    coursesFirst: false,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: null,
    caseChannel: 'case',
    policiesPage: false,
  },
  contact: { phone: '0800 966 233', email: 'enquiries@yoobee.ac.nz' },
};
