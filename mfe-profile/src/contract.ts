import { msg } from '@lingui/core/macro';
import { defineRemote } from '@portal/contract';

/** What the profile remote offers the portal: /profile, open to everybody
 * (the default page after sign-in), as the menus' "settings". */
export default defineRemote({
  id: 'profile',
  part: msg`Profile`,
  routes: [{ role: 'settings', path: '/profile', access: 'all', page: 'ProfilePage' }],
  menu: [{ role: 'settings', label: msg`Settings`, in: ['user', 'burger'] }],
});
