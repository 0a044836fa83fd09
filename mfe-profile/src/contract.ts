import { msg } from '@lingui/core/macro';
import { ROUTES, defineRemote } from '@portal/remote-contract';

/** What the profile remote offers the portal: /profile, open to everybody
 * (the default page after sign-in), as the menus' "settings". It names the reads the page makes as it opens (the
 * shell starts them early): the student's courses and the lookup lists the general section's form waits for. */
export default defineRemote({
  id: 'profile',
  title: msg`Profile`,
  routes: [
    {
      role: ROUTES.settings,
      path: '/profile',
      access: 'all',
      page: 'ProfilePage',
      reads: ['enrolments', 'metadata'],
    },
  ],
  menu: [{ role: ROUTES.settings, label: msg`Settings`, in: ['user', 'burger'] }],
});
