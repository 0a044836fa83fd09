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
  menus: {
    user: ['settings', 'grades', 'myEnrolments', 'payments', 'files', 'library', 'logout'],
    burger: ['settings', 'grades', 'payments', 'files', 'withdraw', 'logout'],
  },
  readOnlyFields: ['name'],
  features: {
    coursesFirst: true,
    showCourses: true,
    gradesView: 'submissions',
    supportPage: null,
    caseChannel: 'case',
    policiesPage: false,
  },
  contact: { phone: '1300 874 661', email: 'studentsupport@uponline.edu.au' },
  library: [
    {
      kind: 'databases',
      links: [
        { name: 'EBSCOhost Academic Search Ultimate', href: 'https://search.ebscohost.com' },
        { name: 'ProQuest Central', href: 'https://www.proquest.com/central' },
        { name: 'Informit', href: 'https://search.informit.org' },
      ],
    },
    {
      kind: 'ebooks',
      links: [
        { name: 'ProQuest Ebook Central', href: 'https://ebookcentral.proquest.com' },
        { name: 'Trove (National Library of Australia)', href: 'https://trove.nla.gov.au' },
      ],
    },
    {
      kind: 'referencing',
      links: [
        { name: 'APA Style (7th edition)', href: 'https://apastyle.apa.org' },
        { name: 'Cite Them Right', href: 'https://www.citethemrightonline.com' },
      ],
    },
    {
      kind: 'studySkills',
      links: [
        { name: 'UP Online study skills hub', href: 'https://www.uponline.edu.au/study-skills' },
        { name: 'Academic integrity (TEQSA)', href: 'https://www.teqsa.gov.au/students/academic-integrity' },
      ],
    },
  ],
};
