import { Hono } from 'hono';
import { json } from '@portal/mock-api';
import { isProject, type HealthCollector } from './health';
import { summariseVitals } from './vitals';

/** The error and speed collector's routes (under /api): the pages' reports in Sentry's envelope protocol, the
 * summary per remote, version and canary side, and the p75 field vitals. The reports carry no personal data; the
 * summaries are open, as Sentry's DSN is. */
export function collectorRoutes(health: HealthCollector) {
  const routes = new Hono();
  routes.post('/:project/envelope/', async (c) => {
    const project = c.req.param('project');
    if (!isProject(project)) return json({ message: `No such project: ${project}` }, 404);
    try {
      const kept = health.receive(project, new Uint8Array(await c.req.arrayBuffer()));
      return json({ kept });
    } catch (error) {
      return json({ message: `The report was refused: ${(error as Error).message}` }, 400);
    }
  });
  routes.get('/:project/health/', (c) => {
    const project = c.req.param('project');
    if (!isProject(project)) return json({ message: `No such project: ${project}` }, 404);
    return json({ project, rows: health.summary(project) });
  });
  // The p75 field vitals per route pattern, and per provider (?by=provider) or remote version (?by=remote).
  routes.get('/:project/vitals/', (c) => {
    const project = c.req.param('project');
    if (!isProject(project)) return json({ message: `No such project: ${project}` }, 404);
    const by = c.req.query('by') ?? 'route';
    if (by !== 'route' && by !== 'provider' && by !== 'remote')
      return json({ message: `by: route, provider or remote, not ${by}` }, 400);
    return json({ project, by, rows: summariseVitals(health.records(project), by) });
  });
  return routes;
}
