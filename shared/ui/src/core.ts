// @portal/ui's core: what must exist once on a page, shared by the shell and every remote as a singleton
// (@portal/federation's SINGLETONS): the Chakra system and its components' contexts, the Emotion cache carrying
// the page's CSP nonce (PortalUiProvider), the provider themes, the colour-scheme store, the loaders of the
// overlay and form parts, and the package's texts in the one Lingui instance. A shared module is handed out
// whole, so nothing stateless belongs here: the components built on the core (./index.ts) are bundled, tree-
// shaken, by each app that imports them, and reach the core by this entry's name (`@portal/ui/core`), never by a
// file, so wherever they are built they use the one core.
import './catalog';

export * from './chakra';
export * from './theme';
export * from './scheme';
