// The load of the signed-in student, in the signed-in parts' chunk (1.9 KB gzipped; AuthProvider asks for it as soon
// as the page may be signed in): the student's request leaves as soon as that chunk is here, with swr's (5.9 KB)
// and the API's call table (1.7 KB), not after the menus and everything they bring; then the reads of the page the
// portal opens at leave at once, beside its files.
import { startPageReads } from './pageReads';
import { loadSession } from './loadSession';

/** Loads the student (./loadSession.ts), then starts the reads of the page the tab is on by then
 * (./pageReads.ts): only a head start, so one that cannot start is the page's to make. */
export async function loadStudentAndPageReads(
  ...args: Parameters<typeof loadSession>
): ReturnType<typeof loadSession> {
  const loaded = await loadSession(...args);
  if (loaded?.status === 'signedIn') {
    try {
      startPageReads(window.location.pathname, loaded.session.studentId);
    } catch (error) {
      console.warn("The page's reads could not be started early", error);
    }
  }
  return loaded;
}
