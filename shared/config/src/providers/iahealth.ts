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
  menus: {
    user: ['settings', 'grades', 'myEnrolments', 'payments', 'files', 'library', 'logout'],
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
  contact: { phone: '1300 424 325', email: 'students@iahealth.edu.au' },
  library: [
    {
      kind: 'databases',
      links: [
        { name: 'PubMed', href: 'https://pubmed.ncbi.nlm.nih.gov' },
        { name: 'Cochrane Library', href: 'https://www.cochranelibrary.com' },
        { name: 'CINAHL Complete (EBSCOhost)', href: 'https://search.ebscohost.com' },
      ],
    },
    {
      kind: 'industry',
      links: [
        { name: 'healthdirect Australia', href: 'https://www.healthdirect.gov.au' },
        { name: 'Australian Institute of Health and Welfare', href: 'https://www.aihw.gov.au' },
        {
          name: 'Australian Commission on Safety and Quality in Health Care',
          href: 'https://www.safetyandquality.gov.au',
        },
      ],
    },
    {
      kind: 'referencing',
      links: [
        { name: 'APA Style (7th edition)', href: 'https://apastyle.apa.org' },
        { name: 'Cite Them Right', href: 'https://www.citethemrightonline.com' },
      ],
    },
  ],
};
