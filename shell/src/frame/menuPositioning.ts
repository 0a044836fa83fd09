/** Where the top bar's menus open: fixed, as the sticky top bar is. An absolute menu moved with the page on a scroll
 * under it (a message hiding itself) until it was placed again, so a click aimed at an item could land beside it. */
export const MENU_POSITIONING = { placement: 'bottom-end', strategy: 'fixed' } as const;

/**
 * The top bar's menus and drawer render their content when first opened and drop it when closed, not with every
 * page: a signed-in page's first render was building the user menu, the drawer and the learning menu, hidden.
 */
export const OPENED_ONLY = { lazyMount: true, unmountOnExit: true } as const;
