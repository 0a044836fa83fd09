// The Chakra parts that open over the page (a dialog, a drawer, a menu), in a chunk of their own: @portal/ui's core
// is one shared module on every route, and these (zag's menu, dialog and dismissable machines, the focus trap, floating
// placement: about 43 KB gzipped) would come with every remote page, which shows none of them. The signed-in top
// bar and the session warning use them: the shell asks for them with its menus. See lazyOverlayParts.ts.
export { Dialog } from './parts/dialog';
export { Drawer } from './parts/drawer';
export { Menu } from './parts/menu';
