// The load of the signed-in student, in a chunk of its own ("session"; AuthProvider asks for it beside the
// signed-in parts): the student's request leaves as soon as this small chunk is here, not after the menus and
// everything they bring; then the reads of the page the portal opens at leave at once, beside its files.
import { startPageReads } from '../routes/pageReads';
import { loadSession } from './loadSession';

/** Loads the student (./loadSession.ts), then starts the reads of the page the tab is on by then
 * (../routes/pageReads.ts): only a head start, so one that cannot start is the page's to make. */
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
