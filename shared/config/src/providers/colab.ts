import type { Provider } from '../types';

/** Colab: an online design school (user pool sign-in). Fees are paid at checkout, so no payments page. */
export const colab: Provider = {
  slug: 'colab',
  name: 'Colab',
  pageTitle: 'Colab Student Portal',
  group: 'cognito',
  country: 'NZ',
  timezone: 'Pacific/Auckland',
  links: {
    home: 'https://www.colab.ac.nz',
    privacy: 'https://www.colab.ac.nz/privacy',
    cookies: 'https://www.colab.ac.nz/cookies',
    terms: 'https://www.colab.ac.nz/terms',
    lms: 'https://learn.colab.ac.nz',
    lmsLogout: 'https://learn.colab.ac.nz/login/logout.php',
  },
  menus: {
    user: ['settings', 'grades', 'myEnrolments', 'files', 'support', 'logout'],
    burger: ['settings', 'grades', 'files', 'support', 'withdraw', 'logout'],
  },
  readOnlyFields: ['email'],
  features: {
    coursesFirst: false,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: 'colab',
    caseChannel: 'case',
    policiesPage: false,
  },
  contact: { phone: '0800 265 220', email: 'hello@colab.ac.nz' },
};
