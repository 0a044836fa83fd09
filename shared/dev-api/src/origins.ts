/** The browser origins of the portal's shell: one per provider host name and shell port, plus plain
 * localhost and 127.0.0.1. They are the OIDC clients' redirect addresses and the API's CORS list. */
import apps from '../../../apps.json';
import { PROVIDER_SLUGS } from '@portal/mock-api';

/** By default every app of apps.json (the app registry) on its dev port: the shell, and each remote's dev
 * harness, which signs in against the local API for its team. */
export const DEFAULT_SHELL_PORTS = [apps.shell.port, ...Object.values(apps.remotes).map((app) => app.port)];

/** Parses a comma-separated list of ports ("3000,3100"); empty or invalid gives the default. */
export function parseShellPorts(value: string | undefined): number[] {
  const ports = (value ?? '')
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((p) => Number.isInteger(p) && p > 0 && p < 65536);
  return ports.length ? [...new Set(ports)] : [...DEFAULT_SHELL_PORTS];
}

/** Parses a comma-separated list of origins, normalised (scheme://host[:port], no path). */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => URL.parse(o)?.origin)
    .filter((o): o is string => !!o && o !== 'null');
}

/** Every shell origin for the given ports: `http://<slug>.localhost:<port>`, `http://localhost:<port>`, `http://127.0.0.1:<port>`. */
export function shellOrigins(ports: readonly number[]): string[] {
  return ports.flatMap((port) => [
    ...PROVIDER_SLUGS.map((slug) => `http://${slug}.localhost:${port}`),
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
}

/** The provider slug named by an origin's first host label (`http://yoobee.localhost:3000`), if any. */
export function slugOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const host = URL.parse(url)?.hostname;
  if (!host || !host.endsWith('.localhost')) return undefined;
  return host.slice(0, -'.localhost'.length);
}
