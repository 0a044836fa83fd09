import { msg } from '@lingui/core/macro';
import { ROUTES, SLOTS, defineRemote } from '@portal/remote-contract';

/** What the academic remote offers the portal : My Enrolments, Grades, Files and /lms, their entries in
 * the user and burger menus, and three home-page cards (key dates, latest grades, new files).
 * The routes, roles and menu entries are the ones deploy/remotes.base.json reserved for it; each page and card
 * names the student's reads it makes as it opens (the shell starts them early). */
export default defineRemote({
  id: 'academic',
  title: msg`Enrolments, grades and files`,
  routes: [
    {
      role: ROUTES.lms,
      path: '/lms',
      access: 'signedIn',
      page: 'FirstLoginPage',
      reads: ['enrolments'],
      heading: { text: msg`Your course`, width: '3xl' },
    },
    {
      role: ROUTES.myEnrolments,
      path: '/myEnrolments',
      access: 'signedIn',
      page: 'EnrolmentsPage',
      reads: ['enrolments'],
      heading: { text: msg`My Enrolments`, width: '5xl' },
    },
    {
      role: ROUTES.grades,
      path: '/grades',
      access: 'signedIn',
      page: 'GradesPage',
      reads: ['enrolments'],
      heading: { text: msg`Grades`, width: '4xl' },
    },
    {
      role: ROUTES.files,
      path: '/files',
      access: 'signedIn',
      page: 'FilesPage',
      reads: ['studentFiles'],
      heading: { text: msg`Files`, width: '5xl' },
    },
  ],
  menu: [
    { role: ROUTES.grades, label: msg`Grades`, in: ['user', 'burger'] },
    { role: ROUTES.myEnrolments, label: msg`My Enrolments`, in: ['user'] },
    { role: ROUTES.files, label: msg`Files`, in: ['user', 'burger'] },
  ],
  widgets: [
    {
      slot: SLOTS.homeCards,
      module: 'DatesCard',
      title: msg`Key dates`,
      order: 30,
      height: 28,
      route: ROUTES.myEnrolments,
      reads: ['enrolments'],
    },
    {
      slot: SLOTS.homeCards,
      module: 'GradesCard',
      title: msg`Latest grades`,
      order: 40,
      height: 38,
      route: ROUTES.myEnrolments,
      reads: ['enrolments'],
    },
    {
      slot: SLOTS.homeCards,
      module: 'NewFilesCard',
      title: msg`New files`,
      order: 50,
      height: 31,
      route: ROUTES.files,
      reads: ['studentFiles'],
    },
  ],
});
