import { render, screen } from '@testing-library/react';
import { MemoryRouter } from './index';
import { createRouteTable } from '@portal/contract';
import { RouteLink, configureRoutes, routePath } from './index';

beforeAll(() => {
  configureRoutes(
    createRouteTable([
      {
        id: 'support',
        part: { id: 's', message: 'Support' },
        routes: [{ role: 'support', path: '/case/support/general', access: 'all', page: 'SupportPage' }],
      },
      {
        id: 'enrolment',
        part: { id: 'e', message: 'Enrolment' },
        routes: [{ role: 'enrol', path: '/enrol/*', access: 'signedIn', page: 'EnrolPage' }],
      },
    ]),
  );
});

it('links to a role by the path its remote declares', () => {
  render(
    <MemoryRouter>
      <RouteLink role="support" className="x">
        Ask for support
      </RouteLink>
      <RouteLink role="enrol" search="?step=fees">
        Apply
      </RouteLink>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Ask for support' })).toHaveAttribute(
    'href',
    '/case/support/general',
  );
  expect(screen.getByRole('link', { name: 'Ask for support' })).toHaveClass('x');
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/enrol?step=fees');
});

it('keeps the text without a link when no remote has the role', () => {
  render(
    <MemoryRouter>
      <p>
        Read the <RouteLink role="library">library</RouteLink> guide.
      </p>
    </MemoryRouter>,
  );
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('library')).toBeInTheDocument();
  expect(routePath('library')).toBeUndefined();
});
