/** Work around study: the employer search and new employers, workplaces and workplace educators,
 * job vacancies per business unit, and the graduate destination survey. */
import { EMPLOYER_SEARCH_TOP } from '@portal/api';
import type { DemoAccount } from '../../accounts';
import { PROVIDERS } from '../../providers';
import { VACANCIES } from '../../seed-data/partners';
import { readObject } from '../body';
import { signedIn, type ApiContext, type Route } from '../context';
import { HttpError, queryParam, sendJson } from '../http';
import { addRecord } from '../records';

/** How many employers the search answers with when `top` is not given (spec enrolment §9). */

const DAY = 24 * 60 * 60 * 1000;

/** Letters and digits only, lower case: 'Nz-Institute-Of-Sport' and 'NZ Institute of Sport' agree. */
const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function topParam(ctx: ApiContext): number {
  const text = queryParam(ctx.url, 'top');
  if (text === undefined || text === '') return EMPLOYER_SEARCH_TOP;
  const top = Number(text);
  if (!Number.isInteger(top) || top < 1) throw new HttpError(400, 'top must be a positive whole number');
  return top;
}

/** The graduates of the signed-in account's provider: students with an enrolment that has ended. */
function graduatesOf(ctx: ApiContext, account: DemoAccount) {
  const now = Date.now();
  const { students, enrolments } = ctx.store.data;
  return students
    .filter((s) => s.provider === account.provider)
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
  {
    method: 'GET',
    path: /^\/v1\/employers$/,
    handler: (ctx) => {
      const top = topParam(ctx);
      const q = (queryParam(ctx.url, 'q') ?? '').trim().toLowerCase();
      const found = ctx.store.data.records.employers.filter(
        (e) => !q || String(e.name).toLowerCase().includes(q) || String(e.city).toLowerCase().includes(q),
      );
      sendJson(ctx.res, 200, found.slice(0, top));
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/secure\/createemployer$/,
    handler: async (ctx) => {
      const body = await readObject(ctx.req);
      if (typeof body.name !== 'string' || !body.name.trim()) throw new HttpError(400, 'name is required');
      const owner = signedIn(ctx).email;
      sendJson(ctx.res, 201, addRecord(ctx.store, 'employers', { ...body, name: body.name.trim(), owner }));
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/workplace$/,
    handler: (ctx) => {
      const type = queryParam(ctx.url, 'accountType');
      sendJson(
        ctx.res,
        200,
        ctx.store.data.records.workplaces.filter(
          (w) => !type || squash(String(w.accountType)) === squash(type),
        ),
      );
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/secure\/workplace$/,
    handler: async (ctx) => {
      const body = await readObject(ctx.req);
      if (typeof body.name !== 'string' || !body.name.trim()) throw new HttpError(400, 'name is required');
      const owner = signedIn(ctx).email;
      sendJson(ctx.res, 201, addRecord(ctx.store, 'workplaces', { accountType: 'Employer', ...body, owner }));
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/workplaceEducators$/,
    handler: (ctx) => sendJson(ctx.res, 200, ctx.store.data.records.workplaceEducators),
  },
  {
    method: 'GET',
    path: /^\/job\/vacancy$/,
    handler: (ctx) => {
      const unit = squash(queryParam(ctx.url, 'businessUnit') ?? '');
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
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/secure\/graduateDestination\/graduates$/,
    handler: (ctx) => {
      // Every query parameter that names a field of a graduate filters on it (case-insensitive).
      const filters = [...ctx.url.searchParams].map(([k, v]) => [k.toLowerCase(), v.toLowerCase()] as const);
      const graduates = graduatesOf(ctx, signedIn(ctx)).filter((g) =>
        filters.every(([key, value]) => {
          const field = Object.entries(g).find(([k]) => k.toLowerCase() === key);
          return !field || String(field[1]).toLowerCase() === value;
        }),
      );
      sendJson(ctx.res, 200, graduates);
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/secure\/graduateDestination$/,
    handler: async (ctx) => {
      const body = await readObject(ctx.req);
      const owner = signedIn(ctx).email;
      sendJson(ctx.res, 201, addRecord(ctx.store, 'graduateDestinations', { ...body, owner }));
    },
  },
];
