// The check of a provider's document before it is used (`pnpm provider:check <file>`): its schema (generated
// from the TypeScript type, providers/provider.schema.json), its links (http(s) only), its menus (the route roles
// the remotes declare, and the shell's own items), its sign-in settings, the contrast of its look in both schemes
// (the rules the nine looks are held to), and its pictures (size, and nothing that runs or loads).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Ajv from 'ajv';
import type { ProviderDocument, ProviderTheme } from '@portal/config';
import { ROUTE_ROLES } from '@portal/remote-contract';
import { contrastProblems, describeContrastProblem } from '@portal/ui/lookRules';
import schema from '../../../providers/provider.schema.json';

/** The menu items the shell makes itself (shell/src/routes/navigation.ts), besides the remotes' route roles. */
const SHELL_MENU_ROLES = ['learning', 'logout'];
/** Every role a provider's menu may list. */
export const MENU_ROLES: readonly string[] = [...Object.values(ROUTE_ROLES).flat(), ...SHELL_MENU_ROLES];
/** The largest picture (logo, favicon) a document may carry: 32 KB, a wordmark's SVG is a few. */
export const MAX_PICTURE_BYTES = 32 * 1024;

const validate = new Ajv({ allErrors: true, strict: false }).compile<ProviderDocument>(schema);

/** A problem of a document, by the part it is in. */
export interface ProviderProblem {
  part: 'schema' | 'links' | 'menus' | 'sign-in' | 'contrast' | 'pictures' | 'file';
  message: string;
}

const isHttp = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Every link of a document, by where it is. */
function linksOf(doc: ProviderDocument): [string, string][] {
  const links: [string, string][] = Object.entries(doc.links).map(([key, href]) => [
    `links.${key}`,
    String(href),
  ]);
  (doc.library ?? []).forEach((section, i) =>
    section.links.forEach((link, j) =>
      links.push([`library.${i}.links.${j}.href (${link.name})`, link.href]),
    ),
  );
  return links;
}

function signInProblems(doc: ProviderDocument): string[] {
  const signIn = doc.signIn;
  if (!signIn) return [];
  const problems: string[] = [];
  if (signIn.authority !== undefined && !isHttp(signIn.authority))
    problems.push(`signIn.authority "${signIn.authority}" is not an http(s) address`);
  if (signIn.signInOrigin !== undefined) {
    const origin = isHttp(signIn.signInOrigin) ? new URL(signIn.signInOrigin).origin : undefined;
    if (origin !== signIn.signInOrigin)
      problems.push(
        `signIn.signInOrigin "${signIn.signInOrigin}" is not an origin (scheme, host and port only)`,
      );
  }
  if (signIn.clientId !== undefined && signIn.clientId.trim() === '')
    problems.push('signIn.clientId is empty');
  if (signIn.scope !== undefined && !signIn.scope.split(/\s+/).includes('openid'))
    problems.push(`signIn.scope "${signIn.scope}" lacks "openid"`);
  return problems;
}

/** What in an SVG could run or load something: scripts, event handlers, foreign content, any reference
 * outside the file, entities. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/^\s*(<\?xml[^>]*\?>\s*)?<svg[\s>]/i.test(svg)) problems.push('is not an SVG (no <svg> first)');
  if (/<script[\s>/]/i.test(svg)) problems.push('has a <script>');
  const handler = /\son[a-z]+\s*=/i.exec(svg);
  if (handler) problems.push(`has an event handler attribute (${handler[0].trim().replace(/\s*=$/, '')})`);
  if (/<foreignObject[\s>/]/i.test(svg)) problems.push('has a <foreignObject>');
  if (/<!(DOCTYPE|ENTITY)/i.test(svg)) problems.push('has a DOCTYPE or an entity');
  for (const match of svg.matchAll(/\b(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi))
    if (!match[1]?.startsWith('#')) problems.push(`refers outside itself (href="${match[1]}")`);
  for (const match of svg.matchAll(/url\(\s*["']?([^"')]*)/gi))
    if (!match[1]?.startsWith('#')) problems.push(`refers outside itself (url(${match[1]}))`);
  if (/@import/i.test(svg)) problems.push('has a CSS @import');
  if (/javascript:/i.test(svg)) problems.push('has a javascript: address');
  return problems;
}

/** The background patterns of a look: CSS gradients, or an inline SVG whose markup passes svgProblems. */
function backgroundProblems(theme: ProviderTheme): string[] {
  const problems: string[] = [];
  for (const [scheme, image] of [
    ['theme', theme.background.image],
    ['theme.dark', theme.dark.background.image],
  ] as const) {
    for (const match of image.matchAll(/url\(\s*"([^"]*)"\s*\)/g)) {
      const address = match[1] ?? '';
      const prefix = 'data:image/svg+xml,';
      if (!address.startsWith(prefix)) {
        problems.push(
          `${scheme}.background.image loads "${address.slice(0, 60)}": only an inline SVG may be used`,
        );
        continue;
      }
      const markup = decodeURIComponent(address.slice(prefix.length));
      for (const problem of svgProblems(markup)) problems.push(`${scheme}.background.image's SVG ${problem}`);
    }
    const rest = image.replace(/url\(\s*"[^"]*"\s*\)/g, '');
    if (/url\(|@import|expression\(|[;{}<>]/i.test(rest))
      problems.push(`${scheme}.background.image is not a list of gradients and inline SVGs`);
  }
  return problems;
}

function pictureProblems(doc: ProviderDocument, folder: string): string[] {
  const problems: string[] = [];
  const files = [
    ['logos.light', doc.logos.light],
    ['logos.dark', doc.logos.dark],
    ['logos.favicon', doc.logos.favicon],
  ] as const;
  for (const [field, file] of files) {
    if (file === undefined) continue;
    const path = join(folder, file);
    if (!existsSync(path)) {
      problems.push(`${field}: ${file} is not beside the document`);
      continue;
    }
    const size = statSync(path).size;
    if (size > MAX_PICTURE_BYTES)
      problems.push(`${field}: ${file} is ${size} bytes, more than ${MAX_PICTURE_BYTES} bytes`);
    for (const problem of svgProblems(readFileSync(path, 'utf8')))
      problems.push(`${field}: ${file} ${problem}`);
  }
  return problems;
}

/** The problems of a document (parsed) whose pictures are in `folder`; none means it may be used. */
export function providerProblems(doc: unknown, folder: string): ProviderProblem[] {
  if (!validate(doc))
    return (validate.errors ?? []).map((error) => ({
      part: 'schema',
      message: `${error.instancePath || '(the document)'} ${error.message ?? 'is not valid'}${
        error.keyword === 'additionalProperties'
          ? ` ("${String((error.params as { additionalProperty?: string }).additionalProperty)}")`
          : error.keyword === 'enum'
            ? ` (${(error.params as { allowedValues?: unknown[] }).allowedValues?.join(', ')})`
            : ''
      }`,
    }));
  const problems: ProviderProblem[] = [];
  const add = (part: ProviderProblem['part'], messages: string[]) =>
    messages.forEach((message) => problems.push({ part, message }));
  const folderName = basename(folder);
  if (existsSync(join(folder, 'provider.json')) && folderName !== doc.slug)
    add('file', [`slug "${doc.slug}" is not the name of the document's folder ("${folderName}")`]);
  add(
    'links',
    linksOf(doc)
      .filter(([, href]) => !isHttp(href))
      .map(([where, href]) => `${where} "${href}" is not an http(s) address`),
  );
  add(
    'menus',
    (['user', 'burger'] as const).flatMap((menu) =>
      doc.menus[menu]
        .filter((role) => !MENU_ROLES.includes(role))
        .map(
          (role) =>
            `menus.${menu} lists "${role}", a role no remote declares (known: ${MENU_ROLES.join(', ')})`,
        ),
    ),
  );
  add('sign-in', signInProblems(doc));
  add('contrast', contrastProblems(doc.theme).map(describeContrastProblem));
  add('pictures', [...pictureProblems(doc, folder), ...backgroundProblems(doc.theme)]);
  return problems;
}

/** The problems of a document file (`providers/<slug>/provider.json`, its pictures beside it). */
export function checkProviderFile(file: string): ProviderProblem[] {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return [{ part: 'file', message: `${file} cannot be read as JSON: ${(error as Error).message}` }];
  }
  return providerProblems(doc, dirname(file));
}

/** `pnpm provider:check <file>…`: prints each file's problems; 0 when every file passes, else 1. */
export function runProviderCheck(files: string[], out: (line: string) => void = console.log): number {
  if (files.length === 0) {
    out('Usage: pnpm provider:check <providers/<slug>/provider.json>…');
    return 1;
  }
  let failed = false;
  for (const file of files) {
    const problems = checkProviderFile(file);
    if (problems.length === 0) {
      out(`${file}: passes`);
      continue;
    }
    failed = true;
    out(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    for (const problem of problems) out(`  ${problem.part}: ${problem.message}`);
  }
  return failed ? 1 : 0;
}
