/** Work around study: the employer search and new employers, workplaces and workplace educators, job
 * vacancies per business unit, and the graduate destination survey. */
import { EMPLOYER_SEARCH_TOP } from '@portal/api-contract';
import { PROVIDERS } from '../providers';
import { VACANCIES } from '../seed/data';
import { ApiError, FORBIDDEN, json, readObject, type Resolvers } from './define';
import { addRecord } from './records';

/** Letters and digits only, lower case: 'Nz-Institute-Of-Sport' and 'NZ Institute of Sport' agree. */
const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A body's `name`, required. */
async function named(request: Request) {
  const body = await readObject(request);
  if (typeof body.name !== 'string' || !body.name.trim()) throw new ApiError(400, 'name is required');
  return { ...body, name: body.name.trim() };
}

export const WORK: Resolvers = {
  employers: (ctx) => {
    // `top`, or EMPLOYER_SEARCH_TOP when not given.
    const { top = EMPLOYER_SEARCH_TOP } = ctx.params;
    if (!Number.isInteger(top) || top < 1) throw new ApiError(400, 'top must be a positive whole number');
    const q = (ctx.params.q ?? '').trim().toLowerCase();
    const matches = (text: unknown) => String(text).toLowerCase().includes(q);
    const found = ctx.store.list('employers').filter((e) => matches(e.name) || matches(e.city));
    return json(found.slice(0, top));
  },
  createEmployer: async (ctx) => {
    const body = await named(ctx.request);
    const owner = (await ctx.signedIn()).email;
    return json(addRecord(ctx.store, 'employers', { ...body, owner }), 201);
  },
  workplaces: (ctx) => {
    const type = ctx.params.accountType;
    const workplaces = ctx.store.list('workplaces');
    return json(workplaces.filter((w) => !type || squash(String(w.accountType)) === squash(type)));
  },
  createWorkplace: async (ctx) => {
    const body = await named(ctx.request);
    const owner = (await ctx.signedIn()).email;
    return json(addRecord(ctx.store, 'workplaces', { accountType: 'Employer', ...body, owner }), 201);
  },
  workplaceEducators: (ctx) => json(ctx.store.list('workplaceEducators')),
  vacancies: (ctx) => {
    const unit = squash(ctx.params.businessUnit ?? '');
    const seeded = Date.parse(ctx.store.seededAt);
    return json(
      VACANCIES.filter(
        (v) => !unit || [v.provider, PROVIDERS[v.provider]!.name].some((n) => squash(n) === unit),
      ).map((v) => ({
        id: `VAC-${1001 + VACANCIES.indexOf(v)}`,
        title: v.title,
        businessUnit: PROVIDERS[v.provider]!.name,
        location: v.location,
        employmentType: v.employmentType,
        closingDate: new Date(seeded + v.closesInDays * 86_400_000).toISOString().slice(0, 10),
      })),
    );
  },
  graduates: async (ctx) => {
    // The graduate records of the signed-in account's own student: one per enrolment that has ended (none for
    // an account without a student). Nobody reads another student's. Every query parameter that names a
    // field of a graduate filters on it (case-insensitive).
    const account = await ctx.signedIn();
    const student = account.studentUPId ? ctx.store.get('students', account.studentUPId) : undefined;
    const filters = Object.entries(ctx.params.filters).map(([k, v]) => [k.toLowerCase(), v.toLowerCase()]);
    const graduates = (student ? (ctx.store.get('enrolments', student.studentUPId) ?? []) : [])
      .filter((e) => Date.parse(e.endDate) < Date.now())
      .map((e) => ({
        id: `${student?.studentUPId}-${e.enrolmentCourseId}`,
        studentUPId: student?.studentUPId,
        studentId: student?.studentId,
        firstName: student?.firstName,
        lastName: student?.lastName,
        emailAddress: student?.emailAddress,
        provider: student?.provider,
        courseName: e.courseName,
        courseCode: e.courseCode,
        completionDate: e.endDate,
        graduationYear: String(new Date(e.endDate).getUTCFullYear()),
      }))
      .filter((g) =>
        filters.every(([key, value]) => {
          const field = Object.entries(g).find(([k]) => k.toLowerCase() === key);
          return !field || String(field[1]).toLowerCase() === value;
        }),
      );
    return json(graduates);
  },
  createGraduateDestination: async (ctx) => {
    const body = await readObject(ctx.request);
    const account = await ctx.signedIn();
    // A student answers the survey for themselves only.
    if (body.studentUPId !== undefined && body.studentUPId !== account.studentUPId)
      throw new ApiError(403, FORBIDDEN);
    return json(addRecord(ctx.store, 'graduateDestinations', { ...body, owner: account.email }), 201);
  },
};
