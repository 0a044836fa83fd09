/** The providers' courses as the enrolment calls see them (v2/product, v2/course, v1/intake and the
 * pricing calls), made from the seed catalogue: stable ids, four intakes from the month after the
 * seed's day, and prices from the catalogue fee. */
import type { Intake, Product } from '@portal/api-contract';
import { PROVIDERS, PROVIDER_SLUGS, type ProviderSlug } from '../providers';
import { DAY } from './context';
import { COURSES, type CourseSpec } from './data';
import { Random } from './random';

/** A product with what the backend knows beyond the client's `Product` (its provider, course code, currency,
 * tuition fee in that currency, and weeks). */
export type CatalogueProduct = ReturnType<typeof toProduct>;

export const INTAKES_PER_PRODUCT = 4;
const INTAKE_STEP_MONTHS = 3;

/** The qualification level: NZQF from "(Level n)", AQF from a training package code (BSB50120 -> 5). */
function levelOf(course: CourseSpec): number | undefined {
  const nz = /Level (\d+)/.exec(course.name);
  if (nz) return Number(nz[1]);
  const au = /^[A-Z]{3}(\d)\d{4}$/.exec(course.code);
  if (au) return Number(au[1]);
  if (course.name.startsWith('Bachelor')) return 7;
  if (course.name.startsWith('Master')) return 9;
  return undefined;
}

/** The first Monday of a month (UTC), as an ISO date. */
function firstMonday(year: number, month: number): Date {
  const date = new Date(Date.UTC(year, month, 1));
  date.setUTCDate(1 + ((8 - date.getUTCDay()) % 7));
  return date;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

function intakesOf(course: CourseSpec, seededAt: Date): Required<Intake>[] {
  return Array.from({ length: INTAKES_PER_PRODUCT }, (_, i) => {
    const start = firstMonday(seededAt.getUTCFullYear(), seededAt.getUTCMonth() + 1 + i * INTAKE_STEP_MONTHS);
    const end = new Date(start.getTime() + (course.weeks * 7 - 3) * DAY);
    const month = start.toLocaleString('en-NZ', { month: 'long', timeZone: 'UTC' });
    return {
      intakeCRMId: `INT-${course.code}-${isoDay(start).slice(0, 7).replace('-', '')}`,
      name: `${month} ${start.getUTCFullYear()} intake`,
      startDate: isoDay(start),
      endDate: isoDay(end),
    };
  });
}

function toProduct(provider: ProviderSlug, course: CourseSpec, seededAt: Date) {
  const level = levelOf(course);
  return {
    productId: new Random(`product:${course.code}`).uuid(),
    productCRMId: `PRD-${course.code}`,
    name: course.name,
    marketingName: course.name.replace(/\s*\([^)]*\)\s*$/, ''),
    ...(level !== undefined ? { level } : {}),
    duration: `${course.weeks} weeks`,
    provider,
    courseCode: course.code,
    currency: PROVIDERS[provider]!.currency,
    fee: course.fee,
    weeks: course.weeks,
    intakeList: intakesOf(course, seededAt),
  } satisfies Product & Record<string, unknown>;
}

export function productsOf(seededAt: string, provider?: ProviderSlug): CatalogueProduct[] {
  const slugs = provider ? [provider] : PROVIDER_SLUGS;
  return slugs.flatMap((slug) =>
    (COURSES[slug] ?? []).map((course) => toProduct(slug, course, new Date(seededAt))),
  );
}

export function findProduct(seededAt: string, id: string): CatalogueProduct | undefined {
  return productsOf(seededAt).find((p) => p.productId === id || p.productCRMId === id || p.courseCode === id);
}

const money = (amount: number): number => Math.round(amount * 100) / 100;

/** Fees of enrolling in a course, and what the instalment plans would charge. */
export function pricingOf(product: CatalogueProduct) {
  const enrolmentFee = product.currency === 'NZD' ? 0 : 250;
  const materials = Math.round(product.fee * 0.04);
  const total = product.fee + enrolmentFee + materials;
  const deposit = Math.round(total * 0.1);
  const plan = (frequency: string, count: number) => ({
    frequency,
    count,
    amount: money((total - deposit) / count),
  });
  return {
    productId: product.productId,
    productCRMId: product.productCRMId,
    name: product.name,
    provider: product.provider,
    currency: product.currency,
    fees: [
      { name: 'Tuition fee', amount: product.fee },
      ...(enrolmentFee ? [{ name: 'Enrolment fee', amount: enrolmentFee }] : []),
      { name: 'Course materials', amount: materials },
    ],
    totalAmount: total,
    deposit,
    instalmentPlans: [
      plan('Weekly', product.weeks),
      plan('Fortnightly', Math.ceil(product.weeks / 2)),
      plan('Monthly', Math.ceil(product.weeks / 4.33)),
    ],
  };
}
