/**
 * For an overlay's root (a menu, drawer, dialog or combobox): its content is rendered when it first opens and
 * dropped when it closes, not built hidden with every page that has the overlay. A signed-in page's first render
 * built the user menu, the drawer and the learning menu, and a form's autocomplete every option (a country list
 * is some 250), all hidden.
 */
export const OPENED_ONLY = { lazyMount: true, unmountOnExit: true } as const;
