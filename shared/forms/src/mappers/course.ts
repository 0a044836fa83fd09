import { t } from '@lingui/core/macro';
import type { Product } from '@portal/api';

export interface CourseDisplay {
  /** The course's name, or its marketing name when it has no name. */
  title: string;
  level?: string;
  duration?: string;
  /** One line for pickers: 'Diploma of Web Development · Level 5 · 1 year'. */
  label: string;
}

/** A course level for people: a bare number reads 'Level 5', a worded level stays as it is. */
function levelText(value: string | number | undefined): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const level = String(value);
  return /^\d+$/.test(level) ? t`Level ${level}` : level;
}

/** How a course is shown. */
export function courseDisplay(
  course: Partial<Pick<Product, 'name' | 'marketingName' | 'level' | 'duration'>>,
): CourseDisplay {
  const title = course.name || course.marketingName || '';
  const level = levelText(course.level);
  const duration = course.duration || undefined;
  return {
    title,
    level,
    duration,
    label: [title, level, duration].filter(Boolean).join(' · '),
  };
}

export interface CourseIntakeQuery {
  productId?: string;
  productCRMId?: string;
  intakeCRMId: string;
}

/**
 * The course (by productId or productCRMId) and its intake (by intakeCRMId) among `products`.
 * Throws, word for word: 'Expected at least one of productId,productCRMId'
 * without either id, 'Course now unavailable: {id}' when no course has the id (productId when
 * given, else productCRMId), 'Course intake is now unavailable: {id}' when it has no such intake.
 */
export function findCourseIntake<P extends Pick<Product, 'productId' | 'productCRMId' | 'intakeList'>>(
  products: readonly P[],
  query: CourseIntakeQuery,
): { course: P; intake: P['intakeList'][number] } {
  const { productId, productCRMId, intakeCRMId } = query;
  if (!productId && !productCRMId) throw new Error('Expected at least one of productId,productCRMId');
  const course = products.find(
    (product) =>
      (productId && product.productId === productId) ||
      (productCRMId && product.productCRMId === productCRMId),
  );
  if (!course) throw new Error(`Course now unavailable: ${productId || productCRMId}`);
  const intake = course.intakeList.find((entry) => entry.intakeCRMId === intakeCRMId);
  if (!intake) throw new Error(`Course intake is now unavailable: ${intakeCRMId}`);
  return { course, intake };
}
