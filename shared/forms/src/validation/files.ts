import { t } from '@lingui/core/macro';
import type { Validator } from './types';

/** Bytes in a megabyte ('Mb' in the upload texts). */
export const MEGABYTE = 1024 * 1024;

/** Default largest upload, 32Mb. */
export const MAX_UPLOAD_BYTES = 32 * MEGABYTE;

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
