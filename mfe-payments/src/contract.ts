import { msg } from '@lingui/core/macro';
import { defineRemote } from '@portal/contract';

/** What the payments remote offers the portal (spec portal §2 Payments, §2 Menus). */
export default defineRemote({
  id: 'payments',
  part: msg`Payments`,
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  menu: [{ role: 'payments', label: msg`Payments`, in: ['user', 'burger'] }],
});
