import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, createRouteTable } from '@portal/remote-contract';
import { ConfigProvider, DEFAULT_CONFIG, type ProviderSlug } from '@portal/config';
import { PROVIDERS } from '@portal/config/providers';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RouteLink, Route, Routes, configureRoutes, routePath, routeTarget, useLocation } from './index';

const table = createRouteTable([
  {
    id: 'support',
    title: { id: 's', message: 'Support' },
    routes: [
      { role: 'support', path: '/case/support/general', access: 'all', page: 'SupportPage' },
      { role: 'policiesAndProcedures', path: '/policies', access: 'signedIn', page: 'PoliciesPage' },
    ],
  },
  {
    id: 'enrolment',
    title: { id: 'e', message: 'Enrolment' },
    routes: [{ role: 'enrol', path: '/enrol/*', access: 'signedIn', page: 'EnrolPage' }],
  },
]);

beforeAll(() => {
  configureRoutes(table);
});

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

/** The portal as a provider's students see it: its configuration, a router at '/'. */
function renderFor(provider: ProviderSlug, ui: ReactNode) {
  return render(
    <ConfigProvider config={DEFAULT_CONFIG} provider={PROVIDERS[provider]!}>
      <MemoryRouter>
        {ui}
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  );
}

it('links to a route ref by the path its remote declares', () => {
  renderFor(
    'nzma',
    <>
      <RouteLink to={ROUTES.support} className="x">
        Ask for support
      </RouteLink>
      <RouteLink to={ROUTES.enrol} search="?step=fees">
        Apply
      </RouteLink>
    </>,
  );
  expect(screen.getByRole('link', { name: 'Ask for support' })).toHaveAttribute(
    'href',
    '/case/support/general',
  );
  expect(screen.getByRole('link', { name: 'Ask for support' })).toHaveClass('x');
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/enrol?step=fees');
});

it('keeps the text without a link when no remote has the route', () => {
  renderFor(
    'nzma',
    <p>
      Read the <RouteLink to={ROUTES.library}>library</RouteLink> guide.
    </p>,
  );
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('library')).toBeInTheDocument();
  expect(routePath(ROUTES.library)).toBeUndefined();
});

it('takes an ARIA role as any anchor does: the route is `to`, not `role`', () => {
  renderFor(
    'nzma',
    <RouteLink to={ROUTES.support} role="menuitem">
      Support
    </RouteLink>,
  );
  expect(screen.getByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', '/case/support/general');
});

describe("a provider's own site in place of a page (ichm's policies)", () => {
  it('goes to the external policies site on ichm, in the same tab as the menu item opens it', () => {
    renderFor(
      'ichm',
      <RouteLink to={ROUTES.policiesAndProcedures} search="?x=1">
        policies page
      </RouteLink>,
    );
    const link = screen.getByRole('link', { name: 'policies page' });
    expect(link).toHaveAttribute('href', PROVIDERS.ichm!.links.policies);
    expect(link).toHaveAttribute('href', 'https://www.ichm.edu.au/policies-and-procedures');
    expect(link).not.toHaveAttribute('target');
  });

  it("goes to the portal's /policies page on a provider without its own site", async () => {
    expect(PROVIDERS.nzma!.links.policies).toBeUndefined();
    renderFor('nzma', <RouteLink to={ROUTES.policiesAndProcedures}>policies page</RouteLink>);
    expect(screen.getByRole('link', { name: 'policies page' })).toHaveAttribute('href', '/policies');
    await userEvent.click(screen.getByRole('link', { name: 'policies page' }));
    expect(screen.getByText('At /policies')).toBeInTheDocument();
  });

  it('routeTarget resolves a role the same way for the menus: external where the provider has a site', () => {
    expect(routeTarget('policiesAndProcedures', PROVIDERS.ichm!)).toEqual({
      kind: 'external',
      href: 'https://www.ichm.edu.au/policies-and-procedures',
    });
    expect(routeTarget('policiesAndProcedures', PROVIDERS.nzma!)).toEqual({
      kind: 'route',
      path: '/policies',
    });
    expect(routeTarget('enrol', PROVIDERS.ichm!)).toEqual({ kind: 'route', path: '/enrol' });
    expect(routeTarget('receipts', PROVIDERS.ichm!)).toBeUndefined();
    // The provider's site replaces the page even where the deployment has no policies route.
    expect(routeTarget('policiesAndProcedures', PROVIDERS.ichm!, createRouteTable([]))).toEqual({
      kind: 'external',
      href: PROVIDERS.ichm!.links.policies,
    });
  });

  it('never links to an address that is not http(s)', () => {
    const provider = {
      ...PROVIDERS.ichm!,
      links: { ...PROVIDERS.ichm!.links, policies: 'javascript:alert(1)' },
    };
    expect(routeTarget('policiesAndProcedures', provider)).toEqual({ kind: 'route', path: '/policies' });
  });
});

it('accepts only the route refs the portal lists (typecheck)', () => {
  const typo = () => (
    // @ts-expect-error: 'polices' is no route ref: a misspelt route fails typecheck instead of showing text
    <RouteLink to="polices">policies</RouteLink>
  );
  // @ts-expect-error: the route is `to`; `role` is the ARIA role and names no route
  const byRole = () => <RouteLink role="support">support</RouteLink>;
  // @ts-expect-error: routePath takes a route ref, not any text
  const path = () => routePath('suport');
  expect([typo, byRole, path]).toHaveLength(3);
});
