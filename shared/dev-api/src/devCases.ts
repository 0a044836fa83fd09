import { Hono } from 'hono';
import { CASE_CHANNELS, json, type DemoAccount } from '@portal/mock-api';
import type { DiskStore } from './diskStore';
import { DEV_SECRET_HEADER, type devSecret } from './devSecret';

/** GET /dev/cases: the kept cases (both channels, oldest first), each with its channel; ?studentupid= and
 * ?channel= narrow it. Every student's only with the server's development secret (the Dev-Secret header: the
 * tests', read from the data folder, which holds the cases anyway); with a student's token, that student's own;
 * else 401. */
export function devCases(
  store: DiskStore,
  secret: ReturnType<typeof devSecret>,
  verifyToken: (token: string) => Promise<DemoAccount | undefined>,
) {
  const routes = new Hono();
  routes.get('/dev/cases', async (c) => {
    const asked = c.req.query('studentupid');
    const only = c.req.query('channel');
    let whose: (studentUpId: unknown) => boolean = (id) => !asked || id === asked;
    if (!secret.matches(c.req.header(DEV_SECRET_HEADER))) {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
      const account = token ? await verifyToken(token) : undefined;
      if (!account)
        return json(
          {
            message: `Unauthorized: the list of cases needs a student's token (for their own cases) or the ${DEV_SECRET_HEADER} header`,
          },
          401,
          { 'WWW-Authenticate': 'Bearer' },
        );
      const own = account.studentUPId;
      whose = (id) => !!own && id === own && (!asked || asked === own);
    }
    const cases = Object.entries(CASE_CHANNELS)
      .filter(([channel]) => !only || channel === only)
      .flatMap(([channel, collection]) =>
        store
          .list(collection)
          .filter((record) => whose(record.studentUpId))
          .map((record) => ({ ...record, channel })),
      )
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return json(cases);
  });
  return routes;
}
