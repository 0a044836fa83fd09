/** The signed-in student's own data: profile, enrolments, files, payments and image
 * (reads), and the profile and image writes (support cases: ./cases.ts). */
import { photoTypeOfBytes } from '@portal/api';
import type { StudentUpdate } from '@portal/api-contract';
import { countryById, stateById } from '../seed/data';
import type { Store, StudentProfile } from '../types';
import { ApiError, json, ownStudent, queryParam, readJson, type Resolvers } from './define';
import { validated } from './records';

/** The profile's fields the student may not change. */
const FIXED_FIELDS = new Set(['studentUPId', 'studentId', 'provider']);

/** The update as stored: ids as numbers, and the country and state labels that go with them. */
function profileChanges(update: StudentUpdate): Partial<StudentProfile> {
  const changes: Record<string, unknown> = Object.fromEntries(
    Object.entries(update).filter(([key]) => !FIXED_FIELDS.has(key)),
  );
  if (update.countryId != null && update.countryId !== '') {
    changes.countryId = Number(update.countryId);
    changes.country = countryById(Number(update.countryId))?.label ?? update.country ?? '';
  }
  if (update.stateId != null && update.stateId !== '') {
    changes.stateId = Number(update.stateId);
    changes.state = stateById(Number(update.stateId))?.label ?? update.state ?? '';
  }
  return changes as Partial<StudentProfile>;
}

/** A student's photo or file is served inert: never sniffed into another type by the browser (nosniff), no
 * script or plugin even when its address is opened as a page (a sandbox with nothing allowed). */
const INERT = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/** The photo types the API serves, each with the file name extension of its download. */
const PHOTO_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

/** `attachment; filename="..."; filename*=UTF-8''...` with an ASCII fallback. */
function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A stored file's bytes (404 when they are gone), and the response of them with `headers`. */
async function bytesOf(store: Store, blob: string) {
  const bytes = await store.readBlob(blob);
  if (!bytes) throw new ApiError(404, 'The bytes of this file are missing');
  const answer = (headers: Record<string, string>) =>
    new Response(bytes as BodyInit, {
      headers: { 'Content-Length': String(bytes.length), 'Cache-Control': 'no-store', ...headers },
    });
  return { bytes, answer };
}

export const STUDENT: Resolvers = {
  currentStudent: async (ctx) => json(await ownStudent(ctx, undefined)),
  student: async (ctx) => json(await ownStudent(ctx, ctx.params.studentId)),
  updateStudent: async (ctx) => {
    const update = await validated<StudentUpdate>('student', await readJson(ctx.request));
    // Every student id the change names, in its query and in its body, must be the caller's own.
    const student = await ownStudent(ctx, queryParam(ctx.url, 'studentupid'), update.studentUPId);
    if ((await ctx.signedIn()).plan?.failsProfileSave) throw new ApiError(503, 'Profile service unavailable');
    const updated: StudentProfile = { ...student, ...profileChanges(update) };
    ctx.store.put('students', updated.studentUPId, updated);
    return json(updated);
  },
  studentImage: async (ctx) => {
    const student = await ownStudent(ctx, ctx.params.studentId);
    const image = ctx.store.get('images', student.studentUPId);
    if (!image) throw new ApiError(404, 'No image for this student');
    const { bytes, answer } = await bytesOf(ctx.store, image.blob);
    // The photo as inert bytes: the type its bytes show (anything else as octet-stream).
    const type = photoTypeOfBytes(bytes);
    return answer({
      'Content-Type': type ?? 'application/octet-stream',
      ...INERT,
      'Content-Disposition': contentDisposition(`photo.${type ? PHOTO_EXTENSIONS[type] : 'bin'}`),
    });
  },
  updateStudentImage: async (ctx) => {
    const student = await ownStudent(ctx, ctx.params.studentId);
    const bytes = new Uint8Array(await ctx.request.arrayBuffer());
    if (bytes.length > ctx.services.limits.uploadFileBytes)
      throw new ApiError(413, `The image is larger than ${formatSize(ctx.services.limits.uploadFileBytes)}`);
    if (!bytes.length) throw new ApiError(400, 'The image is empty');
    // Only what the portal sends, the cropped JPEG, checked by its bytes: the body's declared type says nothing
    // (an SVG or an HTML page sent as image/jpeg is refused), and the whole of it must be built as a JPEG is (its
    // segments, frame, scan and end marker), not only its first bytes.
    if (photoTypeOfBytes(bytes, { whole: true }) !== 'image/jpeg')
      throw new ApiError(415, 'The image must be a JPEG');
    const contentType = 'image/jpeg';
    const blob = `image-${student.studentUPId}`;
    await ctx.store.writeBlob(blob, bytes);
    ctx.store.put('images', student.studentUPId, { contentType, size: bytes.length, blob });
    const updatedAt = new Date().toISOString();
    return json({ studentUPId: student.studentUPId, contentType, size: bytes.length, updatedAt });
  },
  studentFiles: async (ctx) => {
    const student = await ownStudent(ctx, ctx.params.studentId);
    const files = ctx.store.get('files', student.studentUPId) ?? [];
    return json(files.map(({ contentType: _type, blob: _blob, ...listed }) => listed));
  },
  studentFile: async (ctx) => {
    const student = await ownStudent(ctx, ctx.params.studentId);
    const file = ctx.store.get('files', student.studentUPId)?.find((f) => f.id === ctx.params.fileId);
    if (!file) throw new ApiError(404, 'No matching file');
    return (await bytesOf(ctx.store, file.blob)).answer({
      'Content-Type': file.contentType,
      ...INERT,
      'Content-Disposition': contentDisposition(file.name),
      'Last-Modified': new Date(file.modified).toUTCString(),
    });
  },
  enrolments: async (ctx) => {
    const student = await ownStudent(ctx, ctx.params.studentId);
    const enrolments = ctx.store.get('enrolments', student.studentUPId) ?? [];
    const { enrolmentId } = ctx.params;
    if (enrolmentId === undefined) return json(enrolments);
    const matching = enrolments.filter((e) => e.enrolmentCourseId === enrolmentId);
    if (!matching.length) throw new ApiError(404, 'No matching enrolment');
    return json(matching);
  },
  payments: async (ctx) => {
    const student = await ownStudent(ctx, ctx.params.studentId);
    const record = ctx.store.get('payments', student.studentUPId);
    if (!record) throw new ApiError(404, 'No payment record for this student');
    return json(record);
  },
};

/** A size as the messages say it: '32Mb' (one decimal at most), '512Kb' or '100 bytes'. */
export function formatSize(bytes: number): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (bytes >= 1024 * 1024) return `${round(bytes / 1024 / 1024)}Mb`;
  if (bytes >= 1024) return `${round(bytes / 1024)}Kb`;
  return `${bytes} bytes`;
}
