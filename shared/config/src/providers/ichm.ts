import type { Provider } from '../types';

/** International College of Hotel Management, Adelaide (user pool sign-in). Adelaide keeps Central time;
 * the portal's date formatting knows three zones, and Melbourne is the nearest the registry allows. */
export const ichm: Provider = {
  slug: 'ichm',
  name: 'International College of Hotel Management',
  pageTitle: 'ICHM Student Portal',
  group: 'cognito',
  country: 'AU',
  timezone: 'Australia/Melbourne',
  links: {
    home: 'https://www.ichm.edu.au',
    privacy: 'https://www.ichm.edu.au/privacy-policy',
    cookies: 'https://www.ichm.edu.au/cookie-policy',
    terms: 'https://www.ichm.edu.au/terms-and-conditions',
    sitemap: 'https://www.ichm.edu.au/sitemap',
    copyright: 'https://www.ichm.edu.au/copyright',
    lms: 'https://learn.ichm.edu.au',
    lmsLogout: 'https://learn.ichm.edu.au/login/logout.php',
    policies: 'https://www.ichm.edu.au/policies-and-procedures',
  },
  menus: {
    user: [
      'settings',
      'grades',
      'myEnrolments',
      'payments',
      'files',
      'support',
      'library',
      'policiesAndProcedures',
      'logout',
    ],
    burger: ['settings', 'grades', 'payments', 'files', 'support', 'withdraw', 'logout'],
  },
  readOnlyFields: ['name', 'email', 'address'],
  features: {
    coursesFirst: false,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: 'ichm',
    // Its applicants come to hotel management from school: the application does not ask about employment.
    enrolmentSkips: ['employment'],
    caseChannel: 'case',
    policiesPage: false,
  },
  contact: { phone: '1300 424 648', email: 'student.services@ichm.edu.au' },
  library: [
    {
      kind: 'databases',
      links: [
        { name: 'Hospitality & Tourism Complete (EBSCOhost)', href: 'https://search.ebscohost.com' },
        { name: 'Emerald Insight', href: 'https://www.emerald.com/insight' },
        { name: 'Statista', href: 'https://www.statista.com' },
      ],
    },
    {
      kind: 'ebooks',
      links: [{ name: 'ProQuest Ebook Central', href: 'https://ebookcentral.proquest.com' }],
    },
    {
      kind: 'industry',
      links: [
        { name: 'Tourism Research Australia', href: 'https://www.tra.gov.au' },
        { name: 'Australian Hotels Association', href: 'https://aha.org.au' },
        { name: 'STR hotel benchmarking', href: 'https://str.com' },
      ],
    },
    {
      kind: 'referencing',
      links: [{ name: 'ICHM Harvard referencing guide', href: 'https://www.ichm.edu.au/referencing' }],
    },
  ],
};
