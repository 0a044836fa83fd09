// What a signed-in page needs of the shell before it shows, in a chunk of its own ("signed-in"; ./loadChunks.ts
// says when it loads): the student's load with the first page's reads, and their start ahead of the first render;
// the API cache (SWR) the pages fill; the slots of the signed-in home page (the remotes' cards); the session's side
// of each remote's candidate; the page for someone signed in who is not a student of this provider. The top bar's
// menus and the session-timeout warning come after, in ./signedInMenusChunk.ts.
import { mutate } from 'swr';

export { loadStudentAndPageReads } from '../session/loadStudentAndPageReads';
export { startStudentReadAhead } from '../session/studentReadAhead';
export { Slot } from '../slots/Slot';
export { seatSession } from '../federation/seat';
export { NotAStudentHere } from '../frame/NotAStudentHere';

/** Forgets every API response (a federation singleton: the remotes' data too), so nothing of a student who
 * has gone stays in memory. */
export const clearApiCache = () => void mutate(() => true, undefined, { revalidate: false });
