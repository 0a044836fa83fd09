import { msg } from '@lingui/core/macro';
import { ROUTES, SLOTS, defineRemote } from '@portal/remote-contract';

/** What the support remote offers the portal : the support page, the withdrawal
 * request, the library and the policies, their menu entries, and the home page's card of ways to get help.
 * Provider files choose which of these roles their menus show (deploy/remotes.base.json reserves the same
 * roles and paths for a deployment without this remote). */
export default defineRemote({
  id: 'support',
  title: msg`Support`,
  routes: [
    {
      role: ROUTES.support,
      path: '/case/support/general',
      access: 'all',
      page: 'SupportPage',
      heading: { text: msg`Support`, width: '4xl' },
    },
    {
      role: ROUTES.withdraw,
      path: '/case/support/withdraw',
      access: 'signedIn',
      page: 'WithdrawPage',
      heading: { text: msg`Withdraw from your course`, width: '3xl' },
    },
    {
      role: ROUTES.library,
      path: '/library',
      access: 'signedIn',
      page: 'LibraryPage',
      heading: { text: msg`Library`, width: '4xl' },
    },
    {
      role: ROUTES.policiesAndProcedures,
      path: '/policies',
      access: 'signedIn',
      page: 'PoliciesPage',
      heading: { text: msg`Policies`, width: '3xl' },
    },
  ],
  menu: [
    { role: ROUTES.support, label: msg`Support`, in: ['user', 'burger'] },
    { role: ROUTES.library, label: msg`Library`, in: ['user'] },
    { role: ROUTES.policiesAndProcedures, label: msg`Policies and Procedures`, in: ['user'] },
    { role: ROUTES.withdraw, label: msg`Withdraw`, in: ['burger'] },
  ],
  widgets: [
    // Every provider's students can call or write, so the card has no route: it links to the support page only
    // where the provider has one.
    { slot: SLOTS.homeCards, module: 'HelpCard', title: msg`Need help?`, order: 90 },
  ],
});
