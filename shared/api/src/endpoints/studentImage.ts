import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type WriteResponse, studentImageCall, updateStudentImageCall } from '@portal/api-contract';
import { getApi, useApi, type ApiClient, type BinaryBody } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';
import { asPhoto } from '../photo';

/** GET v1/secure/student/image?studentupid={id} (a blob). */
export const studentImagePath = (studentId: string): string => studentImageCall.path({ studentId });

export const studentImageKey = (studentId: string | null | undefined): string | null =>
  studentId ? studentImagePath(studentId) : null;

/** What the student image is when its bytes are not a photo type (an SVG, an HTML page, text). */
const NOT_A_PHOTO_MESSAGE = 'The student image is not a JPEG, PNG, GIF or WebP image';

/**
 * The student's photo as the API keeps it, typed by its bytes; null when the API responses an empty image.
 * Rejects when it cannot be read, and when its bytes are not a photo type: other content (an SVG with a
 * script) never becomes a blob the portal shows, whatever type the server gives it.
 */
async function readStudentImage(studentId: string, api: ApiClient): Promise<Blob | null> {
  const blob = await api.getBlob(studentImagePath(studentId), 'image');
  if (blob.size === 0) return null;
  const photo = await asPhoto(blob);
  if (!photo) throw new Error(NOT_A_PHOTO_MESSAGE);
  return photo;
}

/** The student's photo, or null when there is none or it cannot be read (null on failure),
 * or it is not a JPEG, PNG, GIF or WebP image. */
export async function fetchStudentImage(studentId: string, api: ApiClient = getApi()): Promise<Blob | null> {
  try {
    return await readStudentImage(studentId, api);
  } catch (error) {
    console.warn('Student image not available', error);
    return null;
  }
}

export function useStudentImage(studentId: string | null | undefined): ApiResource<Blob | null> {
  return useApiResource(studentImageKey(studentId), (api) => fetchStudentImage(studentId as string, api));
}

/** PUT v1/secure/student/image[?studentupid={id}]: without an id, the signed-in student's photo. */
export const updateStudentImagePath = (studentId?: string | null): string =>
  updateStudentImageCall.path({ studentId });

/** Saves the cropped JPEG as the student's photo (an octet-stream body). */
export function updateStudentImage(
  image: BinaryBody,
  studentId?: string | null,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.putBinary<WriteResponse>(updateStudentImagePath(studentId), image);
}

/**
 * Saves the signed-in student's photo (the cropped JPEG), then reads it back from the API: what the portal shows
 * is the photo the API keeps (a server may resize, re-encode or refuse it), never the bytes that were sent. The
 * read-back becomes the student image of the SWR cache, so every avatar of the portal (the profile header, the
 * top bar) shows it at once; until it arrives they keep the photo they had (never the initials meanwhile).
 *
 * Resolves with the photo as the API keeps it, or null when the API took the save but does not give back a
 * photo the portal shows (an error, no image, or bytes that are not a JPEG, PNG, GIF or WebP image): the
 * avatars then keep the previous photo. Rejects as updateStudentImage does when the save itself fails.
 */
export function useSaveStudentImage(studentId: string): (image: Blob) => Promise<Blob | null> {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (image: Blob) => {
      await updateStudentImage(image, studentId, api);
      let saved: Blob | null;
      try {
        saved = await readStudentImage(studentId, api);
      } catch (error) {
        console.warn('The saved photo could not be read back', error);
        return null;
      }
      if (!saved) return null;
      await mutate(studentImageKey(studentId), saved, { revalidate: false });
      return saved;
    },
    [api, mutate, studentId],
  );
}
