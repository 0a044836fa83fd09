import { type Course, courseCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v2/course?courseid={id} (public). */
export const coursePath = (courseId: string): string => courseCall.path({ courseId });

export const courseKey = (courseId: string | null | undefined): string | null =>
  courseId ? coursePath(courseId) : null;

export function fetchCourse(courseId: string, api: ApiClient = getApi()): Promise<Course> {
  return api.get<Course>(coursePath(courseId));
}

export function useCourse(courseId: string | null | undefined): ApiResource<Course> {
  return useApiResource(courseKey(courseId), (api) => fetchCourse(courseId as string, api));
}
