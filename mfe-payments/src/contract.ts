import { msg } from '@lingui/core/macro';
import { defineRemote } from '@portal/contract';

/** What the payments remote offers the portal. */
export default defineRemote({
  id: 'payments',
  part: msg`Payments`,
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  menu: [{ role: 'payments', label: msg`Payments`, in: ['user', 'burger'] }],
});
