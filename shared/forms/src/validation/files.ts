import { t } from '@lingui/core/macro';
import { MAX_UPLOAD_BYTES } from '@portal/config';
import type { Validator } from './types';

/** Bytes in a megabyte ('Mb' in the upload texts). */
export const MEGABYTE = 1024 * 1024;

/** Default largest upload, 32Mb: the API's limit too (@portal/config), so a file the page takes is not
 * refused by the API for its size. */
export { MAX_UPLOAD_BYTES };

/** A byte count as the upload messages show it, in Mb with at most one decimal ('32Mb'). */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MEGABYTE) * 10) / 10}Mb`;
}

/** Rule of a file upload field (a File or a list of them): every file at most `maxBytes`. The
 * message names the first file that is too large. Entries without a numeric size are not files. */
export function fileTooLarge(
  maxBytes: number = MAX_UPLOAD_BYTES,
): Validator<File | File[] | null | undefined> {
  return (value) => {
    const files: unknown[] = value ? ([] as unknown[]).concat(value) : [];
    const large = files.find(
      (file): file is File =>
        typeof (file as File | null)?.size === 'number' && (file as File).size > maxBytes,
    );
    if (!large) return undefined;
    const name = typeof large.name === 'string' ? large.name : '';
    const max = formatMegabytes(maxBytes);
    return t`${name} is larger than ${max}`;
  };
}

/** Rule of a file upload field (a File or a list of them): every file's name ends in one of `endings` (any case,
 * e.g. ['pdf', 'jpg']). The message names the first file that does not, and the types taken (`typeNames`, e.g.
 * 'PDF, JPEG or PNG'). A drop is not held to the picker's accept list: this rule is. */
export function fileTypeNotAllowed(
  endings: readonly string[],
  typeNames: string,
): Validator<File | File[] | null | undefined> {
  const taken = new Set(endings.map((ending) => ending.toLowerCase()));
  return (value) => {
    const files: unknown[] = value ? ([] as unknown[]).concat(value) : [];
    const other = files.find((file): file is File => {
      const name = (file as File | null)?.name;
      if (typeof name !== 'string') return false;
      const ending = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
      return !ending || !taken.has(ending);
    });
    if (!other) return undefined;
    const name = other.name;
    return t`${name} is not a ${typeNames} file`;
  };
}

/** The files of a choice (the picker or a drop) that are new: a file whose name is `listed`, or
 * earlier in the choice, is ignored. */
export function newFiles(listed: readonly string[], added: readonly File[]): File[] {
  const names = new Set(listed);
  return added.filter((file) => {
    if (names.has(file.name)) return false;
    names.add(file.name);
    return true;
  });
}

/** The files of an upload after the person adds some: a file whose name is already there (or
 * earlier in `added`) is ignored. */
export function addFiles(existing: File[], added: File[]): File[] {
  const listed = existing.map((file) => file.name);
  return [...existing, ...newFiles(listed, added)];
}

/** The files after the person clicks one to remove it (by name, names being unique). */
export function removeFile(files: File[], removed: File): File[] {
  return files.filter((file) => file.name !== removed.name);
}
