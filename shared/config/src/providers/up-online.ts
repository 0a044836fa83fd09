import type { Provider } from '../types';

/** UP Education Online: the group's online college in Australia (user pool sign-in). */
export const upOnline: Provider = {
  slug: 'up-online',
  name: 'UP Education Online',
  pageTitle: 'UP Online Student Portal',
  group: 'cognito',
  country: 'AU',
  timezone: 'Australia/Melbourne',
  links: {
    home: 'https://www.uponline.edu.au',
    privacy: 'https://www.uponline.edu.au/privacy-policy',
    cookies: 'https://www.uponline.edu.au/cookie-policy',
    terms: 'https://www.uponline.edu.au/terms-and-conditions',
    sitemap: 'https://www.uponline.edu.au/sitemap',
    lms: 'https://learn.uponline.edu.au',
    lmsLogout: 'https://learn.uponline.edu.au/login/logout.php',
  },
  menu: ['settings', 'grades', 'myEnrolments', 'payments', 'files', 'library', 'logout'],
  burgerMenu: ['settings', 'grades', 'payments', 'files', 'withdraw', 'logout'],
  readOnlyFields: ['name'],
  switches: {
    coursesFirst: true,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: null,
    caseChannel: 'case',
    policiesPage: false,
  },
  contact: { phone: '1300 874 661', email: 'studentsupport@uponline.edu.au' },
};
