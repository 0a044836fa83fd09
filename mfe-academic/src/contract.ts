import { msg } from '@lingui/core/macro';
import { defineRemote } from '@portal/contract';

/** What the academic remote offers the portal : My Enrolments, Grades, Files and /lms, and
 * their entries in the user and burger menus.
 * The routes, roles and menu entries are the ones deploy/remotes.base.json reserved for it. */
export default defineRemote({
  id: 'academic',
  part: msg`Enrolments, grades and files`,
  routes: [
    { role: 'lms', path: '/lms', access: 'signedIn', page: 'FirstLoginPage' },
    { role: 'myEnrolments', path: '/myEnrolments', access: 'signedIn', page: 'EnrolmentsPage' },
    { role: 'grades', path: '/grades', access: 'signedIn', page: 'GradesPage' },
    { role: 'files', path: '/files', access: 'signedIn', page: 'FilesPage' },
  ],
  menu: [
    { role: 'grades', label: msg`Grades`, in: ['user', 'burger'] },
    { role: 'myEnrolments', label: msg`My Enrolments`, in: ['user'] },
    { role: 'files', label: msg`Files`, in: ['user', 'burger'] },
  ],
});
