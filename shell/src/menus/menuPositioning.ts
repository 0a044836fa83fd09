/** Where the top bar's menus open: fixed, as the sticky top bar is. An absolute menu moved with the page on a scroll
 * under it (a message hiding itself) until it was placed again, so a click aimed at an item could land beside it. */
export const MENU_POSITIONING = { placement: 'bottom-end', strategy: 'fixed' } as const;

/** The user menu, at the right end of the top bar: it opens below its button, aligned to the button's right edge,
 * which keeps it inside the viewport, and there is no room above a top-bar button to flip to. Neither flip nor slide
 * is measured on opening (each reads the layout of every clipping ancestor); the available height, the menu's
 * maximum height, still is. */
export const USER_MENU_POSITIONING = { ...MENU_POSITIONING, flip: false, slide: false } as const;
