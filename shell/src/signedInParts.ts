// What only a signed-in student uses, in a chunk of its own ("signed-in"; ./signedIn.ts says when it loads):
// the top bar's menus (user menu, burger drawer, the courses menu) and the session-timeout warning, with the
// menu, drawer, dialog, focus trap and floating placement they bring; the API cache (SWR) the pages fill; the slots of the signed-in home page (the remotes' cards).
import { mutate } from 'swr';

export { SessionMenus } from './frame/SessionMenus';
export { SessionTimeoutWarning } from './frame/SessionTimeoutWarning';
export { Slot } from './slots/Slot';

/** Forgets every API answer (a federation singleton: the remotes' data too), so nothing of a student who
 * has gone stays in memory. */
export const clearApiCache = () => void mutate(() => true, undefined, { revalidate: false });
