import { lazyParts } from './lazyParts';

type OverlayParts = typeof import('./overlayParts');

// The overlay parts (./overlayParts.ts) in a chunk of their own: see ./lazyParts.ts. The shell asks for it with
// its signed-in menus; a page that opens a dialog should ask for it as it loads.
const overlay = lazyParts(() => import(/* webpackChunkName: "ui-overlay-parts" */ './overlayParts'));

/** Starts loading the dialog, drawer and menu parts (once) and returns the promise (./lazyParts.ts). */
export const preloadOverlayParts: () => Promise<OverlayParts> = overlay.preload;

export const Dialog: OverlayParts['Dialog'] = overlay.namespace('Dialog');
export const Drawer: OverlayParts['Drawer'] = overlay.namespace('Drawer');
export const Menu: OverlayParts['Menu'] = overlay.namespace('Menu');
