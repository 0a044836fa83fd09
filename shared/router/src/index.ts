// @portal/router: the portal's router (a federation singleton, shared by the shell and every remote).
// - The routes by role: the shell configures the table from the deployed remotes' contracts; everybody links
//   by route ref (RouteLink to={ROUTES.support}, the refs of @portal/remote-contract), and routeTarget resolves a
//   role for a provider (its own site where it replaces a page) for RouteLink and the shell's menus alike.
// - A facade over react-router: only the names the portal's pages use, so the shared module is small (react-router
//   shared whole costs 60 KB gzipped on every route; a name here ships on every route even if no page uses it).
//   Lint lets only this package import react-router(-dom); a remote that needs another name adds it here, and
//   the version bump makes the shell check it provides it. Tests take MemoryRouter from the kit (@portal/testing).
export {
  configureRoutes,
  getRoutes,
  routePath,
  routeTarget,
  useRoutePath,
  useRouteTarget,
  type RouteTarget,
} from './routes';
export { RouteLink, type RouteLinkProps } from './RouteLink';
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, Location, NavigateFunction } from 'react-router-dom';
