// The signed-in student's side of the top bar (user menu, burger drawer, the way back to learning) and the
// session-timeout warning, in a chunk of their own ("signed-in-menus"; ./loadChunks.ts says when it loads).
// The menu, drawer and dialog they show are @portal/ui's overlay parts, a chunk of their own that loads beside
// this one. Its arrival, after the page's content, also starts the error and speed reporter where the deployment
// names a collector (../health/reportHealth).
import { reportHealth } from '../health/reportHealth';

export { SessionMenus } from '../menus/SessionMenus';
export { SessionTimeoutWarning } from '../session/SessionTimeoutWarning';

reportHealth();
