// The signed-in student's side of the top bar (user menu, burger drawer, the way back to learning) and the
// session-timeout warning, in a chunk of their own ("signed-in-menus"; ./signedIn.ts says when it loads), with
// the menu, drawer, dialog, focus trap and floating placement they bring.
export { SessionMenus } from './frame/SessionMenus';
export { SessionTimeoutWarning } from './frame/SessionTimeoutWarning';
