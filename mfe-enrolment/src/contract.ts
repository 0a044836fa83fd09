import { msg } from '@lingui/core/macro';
import { ROUTES, SLOTS, defineRemote } from '@portal/remote-contract';

/** What the enrolment remote offers the portal: the application wizard at /enrol, one sub-route per
 * step (/enrol/<step>), for signed-in students (the shell signs a visitor in and brings them back to the step),
 * and the home page's card of the application in progress. The page names the reads it makes as it opens (the shell
 * starts them early): the student's applications and the lookup lists. */
export default defineRemote({
  id: 'enrolment',
  title: msg`Enrolment`,
  routes: [
    {
      role: ROUTES.enrol,
      path: '/enrol/*',
      access: 'signedIn',
      page: 'EnrolPage',
      reads: ['metadata', 'studentApplications'],
      heading: { text: msg`Apply for a course`, width: '3xl' },
    },
  ],
  menu: [{ role: ROUTES.enrol, label: msg`Apply for a course`, in: ['user', 'burger'] }],
  widgets: [
    {
      slot: SLOTS.homeCards,
      module: 'ApplicationCard',
      title: msg`Your application`,
      order: 20,
      height: 14,
      route: ROUTES.enrol,
    },
  ],
});
