/** The signed-in student's own data (spec portal §7): profile, enrolments, files, payments and image
 * (reads), and the profile and image writes (support cases: ./cases.ts). */
import { open } from 'node:fs/promises';
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

/** The photo types the API serves, each with the file name extension of its download. */
const PHOTO_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
type PhotoType = keyof typeof PHOTO_EXTENSIONS;

/** A JPEG starts with its start-of-image marker and the next marker: FF D8 FF. */
const isJpeg = (bytes: Uint8Array): boolean => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** The photo type of bytes by their magic number (never a declared type or a stored record), or undefined
 * for anything else (an SVG, HTML, text: content a browser could run). */
function photoTypeOf(bytes: Buffer): PhotoType | undefined {
  if (isJpeg(bytes)) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  const ascii = bytes.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** The first `count` bytes of a file on disk, or undefined when the file is gone. */
async function headOf(path: string, count: number): Promise<Buffer | undefined> {
  const file = await open(path, 'r').catch(() => undefined);
  if (!file) return undefined;
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The student's photo as inert bytes: the type its bytes show (anything else as octet-stream), never
 * sniffed again by the browser (nosniff), no script or plugin even when opened as a page (a sandbox with
 * nothing allowed), and a download rather than a page when its address is opened. */
async function sendPhoto(ctx: ApiContext, path: string): Promise<void> {
  const head = await headOf(path, 12);
  if (!head) throw new HttpError(404, 'The bytes of this file are missing');
  const type = photoTypeOf(head);
  await sendFile(ctx.res, path, type ?? 'application/octet-stream', {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': contentDisposition(`photo.${type ? PHOTO_EXTENSIONS[type] : 'bin'}`),
  });
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
    await sendPhoto(ctx, ctx.store.blobPath(image.blob));
  }),
  contractRoute('updateStudentImage', async (ctx) => {
    const student = ownStudent(ctx, ctx.params.studentId);
    const bytes = await readBytes(ctx.req, ctx.limits.uploadFileBytes, 'The image');
    if (!bytes.length) throw new HttpError(400, 'The image is empty');
    // Only what the portal sends, the cropped JPEG, checked by its bytes: the body's declared type says
    // nothing (an SVG or an HTML page sent as image/jpeg is refused).
    if (!isJpeg(bytes)) throw new HttpError(415, 'The image must be a JPEG');
    const contentType = 'image/jpeg';
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
