/** Matching requests against the calls of the contract: the dev-api's router and the mock transport of
 * mock-user mode both find the call a request makes this way, so neither writes its own path patterns.
 *
 * compileCall() calls a path builder once with a sentinel for each parameter ('~studentId~', which
 * URI-encoding leaves alone) and turns what comes out into a matcher: sentinels in the path become
 * capture groups, sentinels in the query become named query parameters. */
import type { CallSpec, ParamKind, Received } from './callTypes';
import type { HttpMethod } from './paths';

const SENTINELS = /~([A-Za-z][A-Za-z0-9]*)~/g;
const WHOLE_SENTINEL = /^~([A-Za-z][A-Za-z0-9]*)~$/;
const sentinelOf = (name: string): string => `~${name}~`;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A request path's match: the parameters read back, and how specific the match is. */
export interface PathMatch<P> {
  params: P;
  /** Higher is more specific: literal path segments first, then query parameters found. */
  score: number;
}

/** What a call (or any route) matches. Paths are relative to the API's base address, with no leading
 * slash and no query: 'v1/secure/student'. */
export interface RequestMatcher<P = unknown> {
  /** Whether `path` is this call's path, whatever the method and the query. */
  pathMatches(path: string): boolean;
  /** The parameters in `path` and `query`, or undefined when `path` is not this call's path. Path
   * segments are URI-decoded (a malformed one throws URIError); query keys are compared ignoring case,
   * and an empty query value counts as absent. */
  match(path: string, query: URLSearchParams): PathMatch<P> | undefined;
}

function decodeQueryValue(kind: ParamKind, text: string): unknown {
  if (kind === 'int') return Number(text);
  if (kind === 'list') return text.split(',').map(Number);
  return text;
}

/** The matcher of one call of the contract. Throws when the builder and the declared kinds disagree
 * (a parameter missing from the path, a path parameter declared as a query parameter, ...). */
export function compileCall<C extends CallSpec>(spec: C, name = 'call'): RequestMatcher<Received<C>> {
  const kinds = spec.params as Record<string, ParamKind>;
  const sample: Record<string, unknown> = {};
  for (const [param, kind] of Object.entries(kinds)) {
    sample[param] = kind === 'list' ? [sentinelOf(param)] : kind === 'rest' ? {} : sentinelOf(param);
  }
  const built = (spec.path as (params: unknown) => string)(sample);
  const [pathPart = '', queryPart = ''] = built.split(/\?(.*)/s);

  // The path: one pattern per segment, sentinels turned into capture groups.
  const captures: string[] = [];
  let literalSegments = 0;
  const source = pathPart
    .split('/')
    .map((segment) => {
      let pattern = '';
      let last = 0;
      for (const found of segment.matchAll(SENTINELS)) {
        pattern += `${escapeRegExp(segment.slice(last, found.index))}([^/]+)`;
        captures.push(found[1] as string);
        last = found.index + found[0].length;
      }
      if (last === 0) literalSegments += 1;
      return pattern + escapeRegExp(segment.slice(last));
    })
    .join('/');
  const pathPattern = new RegExp(`^${source}$`);

  // The query: named parameters (lower-cased key -> parameter) and fixed values.
  const queryParams = new Map<string, string>();
  const fixedQuery = new Map<string, string>();
  for (const pair of queryPart ? queryPart.split('&') : []) {
    const [key = '', value = ''] = pair.split(/=(.*)/s);
    const param = WHOLE_SENTINEL.exec(value)?.[1];
    if (param) queryParams.set(decodeURIComponent(key).toLowerCase(), param);
    else fixedQuery.set(decodeURIComponent(key).toLowerCase(), decodeURIComponent(value));
  }

  const problem = (text: string) =>
    new Error(`The contract's call ${name} (${spec.method} ${built}): ${text}`);
  const queryNames = [...queryParams.values()];
  const rest = Object.keys(kinds).filter((param) => kinds[param] === 'rest');
  if (rest.length > 1) throw problem('more than one parameter takes the rest of the query');
  for (const [param, kind] of Object.entries(kinds)) {
    if (kind === 'rest') continue;
    const where = captures.includes(param) ? 'segment' : queryNames.includes(param) ? 'query' : undefined;
    if (!where) throw problem(`${param} does not appear in the path as given (is it changed on the way?)`);
    if ((kind === 'segment') !== (where === 'segment'))
      throw problem(
        `${param} is declared '${kind}' but travels in the ${where === 'segment' ? 'path' : 'query'}`,
      );
  }
  for (const param of [...captures, ...queryNames]) {
    if (!(param in kinds)) throw problem(`${param} is not a declared parameter`);
    if ([...captures, ...queryNames].filter((p) => p === param).length > 1)
      throw problem(`${param} appears more than once`);
  }
  const restParam = rest[0];

  return {
    pathMatches: (path) => pathPattern.test(path),
    match(path, query) {
      const found = pathPattern.exec(path);
      if (!found) return undefined;
      const params: Record<string, unknown> = {};
      captures.forEach((param, i) => {
        params[param] = decodeURIComponent(found[i + 1] ?? '');
      });
      const given = new Map<string, string>();
      for (const [key, value] of query) {
        if (value !== '' && !given.has(key.toLowerCase())) given.set(key.toLowerCase(), value);
      }
      for (const [key, value] of fixedQuery) if (given.get(key) !== value) return undefined;
      let score = literalSegments * 1000;
      for (const [key, param] of queryParams) {
        const text = given.get(key);
        params[param] = text === undefined ? undefined : decodeQueryValue(kinds[param] as ParamKind, text);
        if (text !== undefined) score += 1;
      }
      if (restParam) {
        const others: Record<string, string> = {};
        for (const [key, value] of query) {
          const lower = key.toLowerCase();
          if (value === '' || queryParams.has(lower) || fixedQuery.has(lower) || key in others) continue;
          others[key] = value;
        }
        params[restParam] = others;
      }
      return { params: params as Received<C>, score };
    },
  };
}

/** A route of a server: a method and what it matches. */
export interface MatchedRoute {
  readonly method: HttpMethod;
  readonly matcher: RequestMatcher<unknown>;
}

export type RouteResult<R> =
  | { found: R; params: unknown }
  /** Routes have this path, but none with this method. */
  | { found: undefined; allowed: HttpMethod[] }
  /** No route has this path. */
  | { found: undefined; allowed: undefined };

/** The route of `routes` that answers a request: among those with its method whose path and query
 * match, the most specific (the first of equals). */
export function routeRequest<R extends MatchedRoute>(
  routes: readonly R[],
  method: string,
  path: string,
  query: URLSearchParams,
): RouteResult<R> {
  const withPath = routes.filter((route) => route.matcher.pathMatches(path));
  if (!withPath.length) return { found: undefined, allowed: undefined };
  let best: { route: R; match: PathMatch<unknown> } | undefined;
  for (const route of withPath) {
    if (route.method !== method) continue;
    const match = route.matcher.match(path, query);
    if (match && (!best || match.score > best.match.score)) best = { route, match };
  }
  if (best) return { found: best.route, params: best.match.params };
  const allowed = [...new Set(withPath.map((route) => route.method))];
  return allowed.includes(method as HttpMethod)
    ? { found: undefined, allowed: undefined }
    : { found: undefined, allowed };
}
