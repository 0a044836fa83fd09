import { currentStudentPath, startPrefetch, type Student } from '@portal/api';
import { startPageReads } from './pageReads';

/**
 * Sends the student's read for a session restored before React's first render (main.js does, ../bootstrap.tsx), then,
 * once the student is known, the reads of the page the tab is on (./pageReads.ts): they travel while the first
 * render runs, not after it. The session's load (./loadStudentAndPageReads.ts) and the page's reads take the
 * responses (startPrefetch); a read that fails is theirs to make again.
 */
export function startStudentReadAhead(pathname: string): void {
  const student = startPrefetch(currentStudentPath()) as Promise<Student | undefined>;
  student.then(
    (loaded) => {
      try {
        if (loaded?.studentUPId) startPageReads(pathname, loaded.studentUPId);
      } catch (error) {
        console.warn("The page's reads could not be started early", error);
      }
    },
    () => undefined,
  );
}
