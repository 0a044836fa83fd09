/**
 * For an overlay's root (a menu, drawer, dialog or combobox): its content is rendered when it first opens and
 * dropped when it closes, not built hidden with every page that has the overlay. A signed-in page's first render
 * built the user menu, the drawer and the learning menu, and a form's autocomplete every option (a country list
 * is some 250), all hidden.
 */
export const OPENED_ONLY = { lazyMount: true, unmountOnExit: true } as const;

/**
 * For an overlay a student opens often and expects at once (the top bar's user menu and drawer): its content is
 * rendered ahead, hidden, in React's lowest-priority lane (React's `<Activity mode="hidden">`: in slices, once
 * nothing else is to be done, its effects not started), and kept hidden when it closes. Opening it shows what is
 * already built, with its style rules already in the page, instead of building it in the tap's task.
 */
export const RENDERED_AHEAD = { lazyMount: false, unmountOnExit: false, hideMode: 'activity' } as const;
