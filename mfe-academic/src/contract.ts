import { msg } from '@lingui/core/macro';
import { ROUTES, defineRemote } from '@portal/contract';

/** What the academic remote offers the portal : My Enrolments, Grades, Files and /lms, and
 * their entries in the user and burger menus.
 * The routes, roles and menu entries are the ones deploy/remotes.base.json reserved for it. */
export default defineRemote({
  id: 'academic',
  title: msg`Enrolments, grades and files`,
  routes: [
    { role: ROUTES.lms, path: '/lms', access: 'signedIn', page: 'FirstLoginPage' },
    { role: ROUTES.myEnrolments, path: '/myEnrolments', access: 'signedIn', page: 'EnrolmentsPage' },
    { role: ROUTES.grades, path: '/grades', access: 'signedIn', page: 'GradesPage' },
    { role: ROUTES.files, path: '/files', access: 'signedIn', page: 'FilesPage' },
  ],
  menu: [
    { role: ROUTES.grades, label: msg`Grades`, in: ['user', 'burger'] },
    { role: ROUTES.myEnrolments, label: msg`My Enrolments`, in: ['user'] },
    { role: ROUTES.files, label: msg`Files`, in: ['user', 'burger'] },
  ],
});
