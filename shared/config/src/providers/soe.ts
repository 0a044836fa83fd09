import type { Provider } from '../types';

/** School of Education: an online teacher-education school on the new learning platform (user pool sign-in).
 * Its user menu starts with the new platform, its grades are a nested view and its profile has no courses section. */
export const soe: Provider = {
  slug: 'soe',
  name: 'School of Education',
  pageTitle: 'School of Education Student Portal',
  group: 'cognito',
  country: 'AU',
  timezone: 'Australia/Melbourne',
  links: {
    home: 'https://www.soe.edu.au',
    privacy: 'https://www.soe.edu.au/privacy-policy',
    cookies: 'https://www.soe.edu.au/cookie-policy',
    terms: 'https://www.soe.edu.au/terms-and-conditions',
    lms: 'https://learn.soe.edu.au',
    lmsLogout: 'https://learn.soe.edu.au/login/logout.php',
    newLms: 'https://learning.soe.edu.au',
    newLmsNonProd: 'https://learning.staging.soe.edu.au',
  },
  menus: {
    user: ['learning', 'settings', 'grades', 'myEnrolments', 'payments', 'files', 'support', 'logout'],
    burger: ['settings', 'grades', 'payments', 'files', 'support', 'withdraw', 'logout'],
  },
  readOnlyFields: ['name'],
  features: {
    coursesFirst: false,
    showCourses: false,
    gradesView: 'nested',
    supportPage: 'soe',
    caseChannel: 'case',
    policiesPage: false,
  },
  contact: { phone: '1300 763 123', email: 'support@soe.edu.au' },
};
