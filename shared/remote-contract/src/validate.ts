import type {
  ContractMenuEntry,
  ContractMessage,
  ContractRoute,
  ContractWidget,
  HeadingWidth,
  MenuPlacement,
  RemoteContract,
  RouteAccess,
} from './types';
import type { RolesOf } from './routes';
import { SLOTS } from './slots';

/** A remote id and a role: a JavaScript-identifier-like name ('payments', 'myEnrolments', 'case-form'). */
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** An exposed page: a component name. */
const PAGE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** A route path: '/' and plain segments, optionally ending in '/*' (a prefix that owns its sub-routes). */
const PATH = /^(\/[A-Za-z0-9_-]+)+(\/\*)?$/;
const ACCESS: readonly RouteAccess[] = ['all', 'signedIn'];
const PLACEMENTS: readonly MenuPlacement[] = ['user', 'burger'];
/** The column widths a heading may head (Chakra's sizes: 48, 56 and 64 rem). */
export const HEADING_WIDTHS: readonly HeadingWidth[] = ['3xl', '4xl', '5xl'];
/** A heading's source text (one line of 1 to 80 characters, no control character), then its width (one of
 * HEADING_WIDTHS), on the next line. */
const HEADING = /^[^\p{Cc}]{1,80}\n[345]xl$/u;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function messageProblems(value: unknown, where: string): string[] {
  if (!isObject(value) || typeof value.id !== 'string' || !value.id)
    return [`${where} must be a Lingui message (msg\`…\`)`];
  if (value.message !== undefined && typeof value.message !== 'string')
    return [`${where}.message must be text`];
  return [];
}

function routeProblems(value: unknown, where: string): string[] {
  if (!isObject(value)) return [`${where} must be an object`];
  const problems: string[] = [];
  if (typeof value.role !== 'string' || !NAME.test(value.role)) problems.push(`${where}.role must be a name`);
  if (typeof value.path !== 'string' || !PATH.test(value.path))
    problems.push(`${where}.path must be an absolute path like /payments or a prefix like /enrol/*`);
  if (!ACCESS.includes(value.access as RouteAccess))
    problems.push(`${where}.access must be one of ${ACCESS.join(', ')}`);
  if (typeof value.page !== 'string' || !PAGE.test(value.page))
    problems.push(`${where}.page must name an exposed page, e.g. PaymentsPage`);
  problems.push(...readsProblems(value.reads, `${where}.reads`));
  problems.push(...headingProblems(value.heading, `${where}.heading`));
  return problems;
}

/** What is wrong with a route's `heading`: absent, or a message and a width whose source text and width, on two
 * lines, match HEADING. The text is data: whoever shows it writes it as text, never as markup. */
function headingProblems(value: unknown, where: string): string[] {
  return value === undefined ||
    (isObject(value) &&
      !messageProblems(value.text, '').length &&
      typeof value.width === 'string' &&
      HEADING.test([(value.text as ContractMessage).message, value.width].join('\n')))
    ? []
    : [`${where} must be { text: msg\`…\` (1 to 80 characters), width: 3xl|4xl|5xl }`];
}

/** What is wrong with a page's or widget's `reads`: absent, or a list of names, each once. A name this build
 * does not know (a newer remote's) is not a problem: the shell leaves that read to the page. */
function readsProblems(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((read) => typeof read === 'string' && NAME.test(read)))
    return [`${where} must be a list of reads, e.g. ["payments"]`];
  return new Set(value).size === value.length ? [] : [`${where} names a read twice`];
}

function menuProblems(value: unknown, where: string, roles: ReadonlySet<unknown>): string[] {
  if (!isObject(value)) return [`${where} must be an object`];
  const problems = messageProblems(value.label, `${where}.label`);
  if (!roles.has(value.role)) problems.push(`${where}.role must be a role of one of the remote's routes`);
  if (
    !Array.isArray(value.in) ||
    value.in.length === 0 ||
    !value.in.every((p) => PLACEMENTS.includes(p as MenuPlacement))
  )
    problems.push(`${where}.in must list one or more of ${PLACEMENTS.join(', ')}`);
  if (
    value.providers !== undefined &&
    !(Array.isArray(value.providers) && value.providers.every((p) => typeof p === 'string'))
  )
    problems.push(`${where}.providers must be a list of provider slugs`);
  return problems;
}

const SLOT_NAMES: readonly unknown[] = Object.values(SLOTS);

/** What is wrong with a remote's widgets: each names a declared slot, a module of its own, an order, a title,
 * and optionally one of the remote's own routes and some providers. */
function widgetsProblems(value: unknown, where: string, roles: ReadonlySet<unknown>): string[] {
  if (!Array.isArray(value)) return [`${where}: widgets must be a list`];
  const problems: string[] = [];
  const modules = new Set<unknown>();
  value.forEach((widget: unknown, i) => {
    if (!isObject(widget)) {
      problems.push(`${where}: widgets[${i}] must be an object`);
      return;
    }
    const named = typeof widget.module === 'string' && PAGE.test(widget.module);
    const at = `${where}: widget ${named ? String(widget.module) : `widgets[${i}]`}`;
    if (!named) problems.push(`${at}: module must name an exposed module, e.g. DueCard`);
    else if (modules.has(widget.module)) problems.push(`${at} is declared twice`);
    modules.add(widget.module);
    if (!SLOT_NAMES.includes(widget.slot))
      problems.push(`${at} names slot ${JSON.stringify(widget.slot)}, which no page declares`);
    if (typeof widget.order !== 'number' || !Number.isFinite(widget.order))
      problems.push(`${at}: order must be a number`);
    problems.push(...messageProblems(widget.title, `${at}: title`));
    if (
      widget.height !== undefined &&
      !(typeof widget.height === 'number' && widget.height >= 4 && widget.height <= 60)
    )
      problems.push(`${at}: height must be a number of rem from 4 to 60`);
    if (widget.route !== undefined && !roles.has(widget.route))
      problems.push(`${at}: route must be a role of one of the remote's routes`);
    if (
      widget.providers !== undefined &&
      !(Array.isArray(widget.providers) && widget.providers.every((p) => typeof p === 'string'))
    )
      problems.push(`${at}: providers must be a list of provider slugs`);
    problems.push(...readsProblems(widget.reads, `${at}: reads`));
  });
  return problems;
}

/** What is wrong with a contract (empty when nothing is). Checked at build time and again at run time. */
export function contractProblems(value: unknown): string[] {
  if (!isObject(value)) return ['A remote contract must be an object'];
  const id = typeof value.id === 'string' && NAME.test(value.id) ? value.id : undefined;
  const where = `Remote ${id ?? JSON.stringify(value.id)}`;
  const problems: string[] = [];
  if (!id) problems.push(`${where}: id must be a name like "payments"`);
  problems.push(...messageProblems(value.title, `${where}: title`));
  if (!Array.isArray(value.routes) || value.routes.length === 0) {
    problems.push(`${where}: routes must list at least one route`);
    return problems;
  }
  value.routes.forEach((route, i) => problems.push(...routeProblems(route, `${where}: routes[${i}]`)));
  const routes = value.routes as ContractRoute[];
  const seen = new Set<string>();
  for (const { role, path } of routes) {
    if (seen.has(role)) problems.push(`${where}: role "${role}" is declared twice`);
    if (seen.has(path)) problems.push(`${where}: path "${path}" is declared twice`);
    seen.add(role).add(path);
  }
  if (value.menu !== undefined) {
    if (!Array.isArray(value.menu)) problems.push(`${where}: menu must be a list`);
    else {
      const roles = new Set(routes.map((r) => r.role));
      value.menu.forEach((entry, i) => problems.push(...menuProblems(entry, `${where}: menu[${i}]`, roles)));
    }
  }
  if (value.widgets !== undefined)
    problems.push(...widgetsProblems(value.widgets, where, new Set(routes.map((r) => r.role))));
  return problems;
}

/** A Subresource Integrity value: one hash (the form a build writes). */
const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$/;

/** A file beside remoteEntry.js (or in a folder under it): plain segments, no '..', no scheme, no query. */
const REMOTE_FILE = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*\.js$/;
/** A shared package name, as the federation shares it ('react', 'react/jsx-runtime', '@portal/forms'). */
const SHARED_NAME = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(\/[a-z0-9._-]+)*$/;

/** What is wrong with a declaration's `pages` (each page's files and shared singletons). */
function pagesProblems(value: unknown, where: string): string[] {
  if (!isObject(value)) return [`${where}: pages must map a page to its files`];
  const problems: string[] = [];
  for (const [page, files] of Object.entries(value)) {
    const at = `${where}: pages.${page}`;
    if (!PAGE.test(page)) problems.push(`${at} must be named after an exposed page`);
    if (!isObject(files) || !Array.isArray(files.js)) {
      problems.push(`${at}.js must list the page's script files`);
      continue;
    }
    files.js.forEach((file: unknown, i) => {
      if (!isObject(file) || typeof file.file !== 'string' || !REMOTE_FILE.test(file.file))
        problems.push(
          `${at}.js[${i}].file must be a script file beside remoteEntry.js, like 123.abcd1234.js`,
        );
      else if (
        file.integrity !== undefined &&
        !(typeof file.integrity === 'string' && SRI.test(file.integrity))
      )
        problems.push(`${at}.js[${i}].integrity must be a sha256, sha384 or sha512 SRI hash`);
    });
    if (
      files.shared !== undefined &&
      !(
        Array.isArray(files.shared) &&
        files.shared.every((name) => typeof name === 'string' && SHARED_NAME.test(name))
      )
    )
      problems.push(`${at}.shared must list shared package names`);
  }
  return problems;
}

/** The declaration's own fields beyond the contract: where the remote is deployed and its translations. */
export function declarationProblems(value: unknown): string[] {
  const problems = contractProblems(value);
  if (!isObject(value)) return problems;
  if (value.entry !== undefined && (typeof value.entry !== 'string' || !value.entry))
    problems.push(`Remote ${String(value.id)}: entry must be the address of its remoteEntry.js`);
  if (value.integrity !== undefined && !(typeof value.integrity === 'string' && SRI.test(value.integrity)))
    problems.push(`Remote ${String(value.id)}: integrity must be a sha256, sha384 or sha512 SRI hash`);
  if (value.pages !== undefined) problems.push(...pagesProblems(value.pages, `Remote ${String(value.id)}`));
  if (value.messages !== undefined && !isObject(value.messages))
    problems.push(`Remote ${String(value.id)}: messages must map a locale to its catalog entries`);
  const requires = value.requires;
  if (
    requires !== undefined &&
    !(
      isObject(requires) &&
      typeof requires.federation === 'string' &&
      isObject(requires.shared) &&
      Object.values(requires.shared).every((range) => typeof range === 'string')
    )
  )
    problems.push(
      `Remote ${String(value.id)}: requires must give the federation version and each shared range`,
    );
  return problems;
}

/** A contract whose routes and menu entries use only the roles ROUTE_ROLES lists for its remote (any
 * role for a remote not listed there). */
export type DefinedRemote<Id extends string> = RemoteContract & {
  id: Id;
  routes: (ContractRoute & { role: RolesOf<Id> })[];
  menu?: (ContractMenuEntry & { role: RolesOf<Id> })[];
  widgets?: (ContractWidget & { route?: RolesOf<Id> })[];
};

/**
 * Declares a remote's contract (its `src/contract.ts` default export). Throws with every problem listed
 * when the contract is not valid, so a mistake fails the remote's build and its tests, not the portal.
 * Typed so a listed remote declares only its own route roles (`role: ROUTES.payments`): another name fails
 * typecheck.
 */
export function defineRemote<Id extends string>(contract: DefinedRemote<Id>): DefinedRemote<Id> {
  const problems = contractProblems(contract);
  if (problems.length) throw new Error(`Invalid remote contract:\n- ${problems.join('\n- ')}`);
  return contract;
}

/** The texts of a contract (its title, menu labels, page headings and widget titles), e.g. to look them up in a
 * compiled catalog. */
export function contractMessages(contract: RemoteContract): ContractMessage[] {
  return [
    contract.title,
    ...contract.routes.flatMap((route) => (route.heading ? [route.heading.text] : [])),
    ...(contract.menu ?? []).map((entry: ContractMenuEntry) => entry.label),
    ...(contract.widgets ?? []).map((widget) => widget.title),
  ];
}
