import { msg } from '@lingui/core/macro';
import { ROUTES, defineRemote } from '@portal/contract';

/** What the payments remote offers the portal. */
export default defineRemote({
  id: 'payments',
  title: msg`Payments`,
  routes: [{ role: ROUTES.payments, path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  menu: [{ role: ROUTES.payments, label: msg`Payments`, in: ['user', 'burger'] }],
});
