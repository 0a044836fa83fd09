// @portal/start: the start-up of a page of the portal, the same in the shell and a remote's dev harness (through
// @portal/testing): the messages in the locale, the provider's settings and theme, then the singletons configured
// in order (configuration, sign-in, the API client). Bundled by the shell and the harness; pages never import it.
export { activateMessages, configurePortal, loadProviderParts, type PortalStart } from './configurePortal';
