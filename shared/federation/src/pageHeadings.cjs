// The main heading (h1) of each remote page whose heading is the same for every student (not the home page's
// greeting, not the profile's name, nothing from data), for the page's frame (./providerFrame.cjs): its path
// (a path ending in /* covers its sub-paths), its text as the page writes it (the portal's one locale, en), and
// the width of the column it heads (the page's Stack maxW, Chakra's size). A page that changes its heading or
// its column changes it here too: pageHeadings.test.ts reads the pages.
const PAGE_HEADINGS = [
  { path: '/case/support/general', text: 'Support', width: '4xl', page: 'mfe-support/src/SupportPage.tsx' },
  {
    path: '/case/support/withdraw',
    text: 'Withdraw from your course',
    width: '3xl',
    page: 'mfe-support/src/WithdrawPage.tsx',
  },
  { path: '/library', text: 'Library', width: '4xl', page: 'mfe-support/src/LibraryPage.tsx' },
  { path: '/policies', text: 'Policies', width: '3xl', page: 'mfe-support/src/PoliciesPage.tsx' },
  { path: '/payments', text: 'Payments', width: '4xl', page: 'mfe-payments/src/PaymentsPage.tsx' },
  { path: '/grades', text: 'Grades', width: '4xl', page: 'mfe-academic/src/GradesPage.tsx' },
  { path: '/files', text: 'Files', width: '5xl', page: 'mfe-academic/src/FilesPage.tsx' },
  { path: '/myEnrolments', text: 'My Enrolments', width: '5xl', page: 'mfe-academic/src/EnrolmentsPage.tsx' },
  { path: '/lms', text: 'Your course', width: '3xl', page: 'mfe-academic/src/FirstLoginPage.tsx' },
  { path: '/enrol/*', text: 'Apply for a course', width: '3xl', page: 'mfe-enrolment/src/EnrolPage.tsx' },
];

/** Chakra's sizes of the columns above, in rem. */
const COLUMN_REM = { '3xl': 48, '4xl': 56, '5xl': 64 };

module.exports = { PAGE_HEADINGS, COLUMN_REM };
