/** Work around study: the employer search and new employers, workplaces and workplace educators,
 * job vacancies per business unit, and the graduate destination survey. */
import { EMPLOYER_SEARCH_TOP } from '@portal/api-contract';
import type { DemoAccount } from '../../accounts';
import { PROVIDERS } from '../../providers';
import { VACANCIES } from '../../seed-data/partners';
import { readObject } from '../body';
import { FORBIDDEN, contractRoute, signedIn, type ApiContext, type Route } from '../context';
import { HttpError, sendJson } from '../http';
import { addRecord } from '../records';

const DAY = 24 * 60 * 60 * 1000;

/** Letters and digits only, lower case: 'Nz-Institute-Of-Sport' and 'NZ Institute of Sport' agree. */
const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How many employers a search answers with: `top`, or EMPLOYER_SEARCH_TOP when not given (spec enrolment §9). */
function topOf(top: number | undefined): number {
  if (top === undefined) return EMPLOYER_SEARCH_TOP;
  if (!Number.isInteger(top) || top < 1) throw new HttpError(400, 'top must be a positive whole number');
  return top;
}

/** The graduate records of the signed-in account's own student: one per enrolment that has ended
 * (none for an account without a student). Nobody reads another student's. */
function graduatesOf(ctx: ApiContext, account: DemoAccount) {
  const now = Date.now();
  const { students, enrolments } = ctx.store.data;
  return students
    .filter((s) => account.studentUPId !== null && s.studentUPId === account.studentUPId)
    .flatMap((student) =>
      (enrolments[student.studentUPId] ?? [])
        .filter((e) => Date.parse(e.endDate) < now)
        .map((e) => ({
          id: `${student.studentUPId}-${e.enrolmentCourseId}`,
          studentUPId: student.studentUPId,
          studentId: student.studentId,
          firstName: student.firstName,
          lastName: student.lastName,
          emailAddress: student.emailAddress,
          provider: student.provider,
          courseName: e.courseName,
          courseCode: e.courseCode,
          completionDate: e.endDate,
          graduationYear: String(new Date(e.endDate).getUTCFullYear()),
        })),
    );
}

export const WORKPLACE_ROUTES: Route[] = [
  contractRoute('employers', (ctx) => {
    const top = topOf(ctx.params.top);
    const q = (ctx.params.q ?? '').trim().toLowerCase();
    const found = ctx.store.data.records.employers.filter(
      (e) => !q || String(e.name).toLowerCase().includes(q) || String(e.city).toLowerCase().includes(q),
    );
    sendJson(ctx.res, 200, found.slice(0, top));
  }),
  contractRoute('createEmployer', async (ctx) => {
    const body = await readObject(ctx.req);
    if (typeof body.name !== 'string' || !body.name.trim()) throw new HttpError(400, 'name is required');
    const owner = signedIn(ctx).email;
    sendJson(ctx.res, 201, addRecord(ctx.store, 'employers', { ...body, name: body.name.trim(), owner }));
  }),
  contractRoute('workplaces', (ctx) => {
    const type = ctx.params.accountType;
    sendJson(
      ctx.res,
      200,
      ctx.store.data.records.workplaces.filter(
        (w) => !type || squash(String(w.accountType)) === squash(type),
      ),
    );
  }),
  contractRoute('createWorkplace', async (ctx) => {
    const body = await readObject(ctx.req);
    if (typeof body.name !== 'string' || !body.name.trim()) throw new HttpError(400, 'name is required');
    const owner = signedIn(ctx).email;
    sendJson(ctx.res, 201, addRecord(ctx.store, 'workplaces', { accountType: 'Employer', ...body, owner }));
  }),
  contractRoute('workplaceEducators', (ctx) =>
    sendJson(ctx.res, 200, ctx.store.data.records.workplaceEducators),
  ),
  contractRoute('vacancies', (ctx) => {
    const unit = squash(ctx.params.businessUnit ?? '');
    const seeded = Date.parse(ctx.store.data.seededAt);
    sendJson(
      ctx.res,
      200,
      VACANCIES.filter(
        (v) => !unit || [v.provider, PROVIDERS[v.provider].name].some((n) => squash(n) === unit),
      ).map((v) => ({
        id: `VAC-${1001 + VACANCIES.indexOf(v)}`,
        title: v.title,
        businessUnit: PROVIDERS[v.provider].name,
        location: v.location,
        employmentType: v.employmentType,
        closingDate: new Date(seeded + v.closesInDays * DAY).toISOString().slice(0, 10),
      })),
    );
  }),
  contractRoute('graduates', (ctx) => {
    // Every query parameter that names a field of a graduate filters on it (case-insensitive).
    const filters = Object.entries(ctx.params.filters).map(
      ([k, v]) => [k.toLowerCase(), v.toLowerCase()] as const,
    );
    const graduates = graduatesOf(ctx, signedIn(ctx)).filter((g) =>
      filters.every(([key, value]) => {
        const field = Object.entries(g).find(([k]) => k.toLowerCase() === key);
        return !field || String(field[1]).toLowerCase() === value;
      }),
    );
    sendJson(ctx.res, 200, graduates);
  }),
  contractRoute('createGraduateDestination', async (ctx) => {
    const body = await readObject(ctx.req);
    const account = signedIn(ctx);
    const owner = account.email;
    // A student answers the survey for themselves only.
    if (body.studentUPId !== undefined && body.studentUPId !== account.studentUPId)
      throw new HttpError(403, FORBIDDEN);
    sendJson(ctx.res, 201, addRecord(ctx.store, 'graduateDestinations', { ...body, owner }));
  }),
];
