import type { Provider } from '../types';

/** Institute of Applied Health: an online health college in Australia (user pool sign-in). */
export const iahealth: Provider = {
  slug: 'iahealth',
  name: 'Institute of Applied Health',
  pageTitle: 'iAH Student Portal',
  group: 'cognito',
  country: 'AU',
  timezone: 'Australia/Sydney',
  timezoneLabel: 'Australian Eastern Time',
  links: {
    home: 'https://www.iahealth.edu.au',
    privacy: 'https://www.iahealth.edu.au/privacy-policy',
    cookies: 'https://www.iahealth.edu.au/cookie-policy',
    terms: 'https://www.iahealth.edu.au/terms-of-use',
    lms: 'https://learn.iahealth.edu.au',
    lmsLogout: 'https://learn.iahealth.edu.au/login/logout.php',
  },
  menu: ['settings', 'grades', 'myEnrolments', 'payments', 'files', 'library', 'logout'],
  burgerMenu: ['settings', 'grades', 'payments', 'files', 'withdraw', 'logout'],
  readOnlyFields: ['name', 'email'],
  switches: {
    coursesFirst: false,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: null,
    caseChannel: 'case',
    policiesPage: false,
  },
  contact: { phone: '1300 424 325', email: 'students@iahealth.edu.au' },
};
