import { msg } from '@lingui/core/macro';
import { ROUTES, SLOTS, defineRemote } from '@portal/remote-contract';

/** What the payments remote offers the portal: its page, its menu entry, and the home page's card of what is
 * due. */
export default defineRemote({
  id: 'payments',
  title: msg`Payments`,
  routes: [
    {
      role: ROUTES.payments,
      path: '/payments',
      access: 'signedIn',
      page: 'PaymentsPage',
      reads: ['payments'],
      heading: { text: msg`Payments`, width: '4xl' },
    },
  ],
  menu: [{ role: ROUTES.payments, label: msg`Payments`, in: ['user', 'burger'] }],
  widgets: [
    {
      slot: SLOTS.homeCards,
      module: 'DueCard',
      title: msg`Payments`,
      order: 10,
      height: 20,
      route: ROUTES.payments,
      reads: ['payments'],
    },
  ],
});
