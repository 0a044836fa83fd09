/** Where the top bar's menus open: fixed, as the sticky top bar is. An absolute menu moved with the page on a scroll
 * under it (a message hiding itself) until it was placed again, so a click aimed at an item could land beside it. */
export const MENU_POSITIONING = { placement: 'bottom-end', strategy: 'fixed' } as const;
