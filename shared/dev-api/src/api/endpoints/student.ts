/** The signed-in student's own data (spec portal §7): profile, enrolments, files, payments and image
 * (reads), and the profile and image writes (support cases: ./cases.ts). */
import type { StudentUpdate } from '@portal/api-contract';
import { countryById, stateById } from '../../metadata';
import { listedFile } from '../../seed';
import type { StudentProfile } from '../../types';
import { readBytes, readJson } from '../body';
import { contractRoute, ownStudent, type ApiContext, type Route } from '../context';
import { HttpError, contentDisposition, queryParam, sendFile, sendJson } from '../http';
import { validated } from '../records';

const studentParam = (ctx: ApiContext) => queryParam(ctx.url, 'studentupid');

/** Fields of the profile the student may not change. */
const FIXED_FIELDS = new Set(['studentUPId', 'studentId', 'provider']);

/** The update as stored: ids as numbers, and the country and state labels that go with them. */
function profileChanges(update: StudentUpdate): Partial<StudentProfile> {
  const changes: Record<string, unknown> = Object.fromEntries(
    Object.entries(update).filter(([key]) => !FIXED_FIELDS.has(key)),
  );
  if (update.countryId != null && update.countryId !== '') {
    const countryId = Number(update.countryId);
    changes.countryId = countryId;
    changes.country = countryById(countryId)?.label ?? update.country ?? '';
  }
  if (update.stateId != null && update.stateId !== '') {
    const stateId = Number(update.stateId);
    changes.stateId = stateId;
    changes.state = stateById(stateId)?.label ?? update.state ?? '';
  }
  return changes as Partial<StudentProfile>;
}

/** The image type from its first bytes (the client sends a cropped JPEG as octet-stream). */
function imageType(bytes: Buffer, declared: string | undefined): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === '\x89PNG') return 'image/png';
  if (bytes.subarray(0, 3).toString('latin1') === 'GIF') return 'image/gif';
  if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (/^\s*(<\?xml[^>]*>\s*)?<svg/i.test(bytes.subarray(0, 200).toString('utf8'))) return 'image/svg+xml';
  return declared?.startsWith('image/') ? declared : 'application/octet-stream';
}

/** The student's own profile (GET v1/secure/student, with or without its id). */
const sendStudent = (ctx: ApiContext, studentId: string | undefined) =>
  sendJson(ctx.res, 200, ownStudent(ctx, studentId));

/** The student's files (the list), or one file's bytes when a file id is asked for. */
async function sendFiles(ctx: ApiContext, studentId: string, fileId: string | undefined): Promise<void> {
  const student = ownStudent(ctx, studentId);
  const files = ctx.store.data.files[student.studentUPId] ?? [];
  if (fileId === undefined) {
    sendJson(ctx.res, 200, files.map(listedFile));
    return;
  }
  const file = files.find((f) => f.id === fileId);
  if (!file) throw new HttpError(404, 'No matching file');
  await sendFile(ctx.res, ctx.store.blobPath(file.blob), file.contentType, {
    'Content-Disposition': contentDisposition(file.name),
    'Last-Modified': new Date(file.modified).toUTCString(),
  });
}

export const STUDENT_ROUTES: Route[] = [
  contractRoute('currentStudent', (ctx) => sendStudent(ctx, undefined)),
  contractRoute('student', (ctx) => sendStudent(ctx, ctx.params.studentId)),
  contractRoute('updateStudent', async (ctx) => {
    const update = await validated<StudentUpdate>('student', await readJson(ctx.req));
    const student = ownStudent(ctx, studentParam(ctx), update.studentUPId);
    if (ctx.account?.plan?.failsProfileSave) throw new HttpError(503, 'Profile service unavailable');
    const updated: StudentProfile = { ...student, ...profileChanges(update) };
    ctx.store.putStudent(updated);
    sendJson(ctx.res, 200, updated);
  }),
  contractRoute('studentImage', async (ctx) => {
    const student = ownStudent(ctx, ctx.params.studentId);
    const image = ctx.store.data.images[student.studentUPId];
    if (!image) throw new HttpError(404, 'No image for this student');
    await sendFile(ctx.res, ctx.store.blobPath(image.blob), image.contentType);
  }),
  contractRoute('updateStudentImage', async (ctx) => {
    const student = ownStudent(ctx, ctx.params.studentId);
    const bytes = await readBytes(ctx.req, ctx.limits.uploadFileBytes, 'The image');
    if (!bytes.length) throw new HttpError(400, 'The image is empty');
    const contentType = imageType(bytes, ctx.req.headers['content-type']);
    ctx.store.putImage(student.studentUPId, contentType, bytes);
    sendJson(ctx.res, 200, {
      studentUPId: student.studentUPId,
      contentType,
      size: bytes.length,
      updatedAt: new Date().toISOString(),
    });
  }),
  contractRoute('studentFiles', (ctx) => sendFiles(ctx, ctx.params.studentId, undefined)),
  contractRoute('studentFile', (ctx) => sendFiles(ctx, ctx.params.studentId, ctx.params.fileId)),
  contractRoute('enrolments', (ctx) => {
    const student = ownStudent(ctx, ctx.params.studentId);
    const enrolments = ctx.store.data.enrolments[student.studentUPId] ?? [];
    const { enrolmentId } = ctx.params;
    if (enrolmentId === undefined) {
      sendJson(ctx.res, 200, enrolments);
      return;
    }
    const matching = enrolments.filter((e) => e.enrolmentCourseId === enrolmentId);
    if (!matching.length) throw new HttpError(404, 'No matching enrolment');
    sendJson(ctx.res, 200, matching);
  }),
  contractRoute('payments', (ctx) => {
    const student = ownStudent(ctx, ctx.params.studentId);
    const record = ctx.store.data.payments[student.studentUPId];
    if (!record) throw new HttpError(404, 'No payment record for this student');
    sendJson(ctx.res, 200, record);
  }),
];
