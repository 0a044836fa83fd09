import type { Provider } from '../types';

/** New Zealand School of Tourism (user pool sign-in). Results are read from My Enrolments, so no grades page. */
export const nzst: Provider = {
  slug: 'nzst',
  name: 'New Zealand School of Tourism',
  pageTitle: 'NZST Student Portal',
  group: 'cognito',
  country: 'NZ',
  timezone: 'Pacific/Auckland',
  links: {
    home: 'https://www.nzschooloftourism.co.nz',
    privacy: 'https://www.nzschooloftourism.co.nz/privacy-policy',
    cookies: 'https://www.nzschooloftourism.co.nz/cookie-policy',
    terms: 'https://www.nzschooloftourism.co.nz/terms-and-conditions',
    copyright: 'https://www.nzschooloftourism.co.nz/copyright',
    lms: 'https://learn.nzschooloftourism.co.nz',
    lmsLogout: 'https://learn.nzschooloftourism.co.nz/login/logout.php',
  },
  menus: {
    user: ['settings', 'myEnrolments', 'payments', 'files', 'logout'],
    burger: ['settings', 'payments', 'files', 'withdraw', 'logout'],
  },
  readOnlyFields: ['name', 'email'],
  features: {
    coursesFirst: true,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: null,
    caseChannel: 'case',
    policiesPage: false,
  },
  contact: { phone: '0800 264 587', email: 'info@nzschooloftourism.co.nz' },
};
