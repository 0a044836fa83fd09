// @portal/router: the portal's routes by role, for the shell and every remote (a federation singleton,
// so both read the table the shell configured from the deployment's remotes.json).
export { configureRoutes, getRoutes, routePath, useRoutePath } from './routes';
export { RouteLink, type RouteLinkProps } from './RouteLink';
