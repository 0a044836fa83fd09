import { useProvider } from '@portal/config';
import type { Enrolment } from '@portal/api-contract';
import type { ApiError } from '@portal/api-client';
import { useEnrolments } from '../endpoints/enrolments';

/** A course of the student on the learning platform (LMS). */
export interface LmsCourse {
  courseCode: string;
  courseName: string;
  /** The course on the learning platform: `${lms}?course=<courseCode>&upId=<studentId>`. */
  href: string;
}

/** The learning platform's link to a course (query parameters course and upId). */
export function lmsCourseLink(lms: string, courseCode: string, studentId: string): string {
  const query = new URLSearchParams({ course: courseCode, upId: studentId }).toString();
  return `${lms}${lms.includes('?') ? '&' : '?'}${query}`;
}

/** The student's enrolments as learning-platform courses: every enrolment with a course code, in order. */
export function lmsCourses(enrolments: readonly Enrolment[], lms: string, studentId: string): LmsCourse[] {
  return enrolments.flatMap((e) =>
    e.courseCode
      ? [
          {
            courseCode: e.courseCode,
            courseName: e.courseName || e.courseCode,
            href: lmsCourseLink(lms, e.courseCode, studentId),
          },
        ]
      : [],
  );
}

export interface LmsCoursesState {
  /** Every enrolment with a course code, with its link (the top bar's "Back to learning"). */
  courses: LmsCourse[];
  /** The first enrolment's course, when the first enrolment has a course code (the first-login page, /lms);
   * undefined while loading, on a failure, or when the first enrolment has no course code. */
  firstCourse: LmsCourse | undefined;
  /** True once the enrolments have loaded (even an empty list). */
  loaded: boolean;
  isLoading: boolean;
  error: ApiError | undefined;
}

/**
 * The signed-in student's courses on the provider's learning platform, from their enrolments. The top bar
 * and the first-login page (/lms) both use it, so the course logic exists once. A null `studentId` loads
 * nothing (e.g. soe, whose top bar goes to its new platform instead).
 */
export function useLmsCourses(studentId: string | null | undefined): LmsCoursesState {
  const provider = useProvider();
  const { data, error, isLoading } = useEnrolments(studentId);
  const courses = data && studentId ? lmsCourses(data, provider.links.lms, studentId) : [];
  const first = data?.[0];
  return {
    courses,
    firstCourse: first?.courseCode ? courses[0] : undefined,
    loaded: data !== undefined,
    isLoading,
    error,
  };
}
