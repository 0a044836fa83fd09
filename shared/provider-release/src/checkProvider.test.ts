import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROVIDER_SLUGS, type ProviderDocument } from '@portal/config';
import { checkProviderFile, runProviderCheck, type ProviderProblem } from './checkProvider';

const PROVIDERS = join(__dirname, '..', '..', '..', 'providers');
const documentOf = (slug: string) => join(PROVIDERS, slug, 'provider.json');

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'provider-check-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** soe's folder copied, its document changed by `change` and its pictures by `pictures`; the problems found. */
function brokenSoe(
  change: (doc: ProviderDocument) => void,
  pictures: Record<string, string> = {},
): ProviderProblem[] {
  const folder = join(work, 'soe');
  cpSync(join(PROVIDERS, 'soe'), folder, { recursive: true });
  const doc = JSON.parse(readFileSync(join(folder, 'provider.json'), 'utf8')) as ProviderDocument;
  change(doc);
  writeFileSync(join(folder, 'provider.json'), JSON.stringify(doc));
  for (const [file, text] of Object.entries(pictures)) writeFileSync(join(folder, file), text);
  return checkProviderFile(join(folder, 'provider.json'));
}
const messages = (problems: ProviderProblem[]) => problems.map((p) => `${p.part}: ${p.message}`);

it.each(PROVIDER_SLUGS)('%s: its document passes', (slug) => {
  expect(messages(checkProviderFile(documentOf(slug)))).toEqual([]);
});

describe('a broken document is refused, with the problem named', () => {
  it('a field the schema does not know, a missing one, a value outside its list', () => {
    expect(
      messages(
        brokenSoe((doc) => {
          Object.assign(doc, { colour: 'green' });
          delete (doc as Partial<ProviderDocument>).name;
          Object.assign(doc, { group: 'okta' });
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        "(the document) must have required property 'name'".replace(/^/, 'schema: '),
        'schema: (the document) must NOT have additional properties ("colour")',
        expect.stringMatching(/^schema: \/group must be equal to one of the allowed values \(cognito, aad\)/),
      ]),
    );
  });

  it('a colour that is not #rrggbb', () => {
    expect(messages(brokenSoe((doc) => void (doc.theme.dark.text = 'white')))).toContain(
      'schema: /theme/dark/text must match pattern "^#[0-9a-fA-F]{6}$"',
    );
  });

  it('a link that is not http(s)', () => {
    const problems = brokenSoe((doc) => {
      doc.links.privacy = 'javascript:alert(1)';
      doc.library = [{ kind: 'ebooks', links: [{ name: 'Files', href: 'file:///etc/passwd' }] }];
    });
    expect(messages(problems)).toEqual([
      'links: links.privacy "javascript:alert(1)" is not an http(s) address',
      'links: library.0.links.0.href (Files) "file:///etc/passwd" is not an http(s) address',
    ]);
  });

  it('a menu item no remote declares', () => {
    expect(messages(brokenSoe((doc) => void doc.menus.burger.splice(1, 0, 'timetable')))).toEqual([
      expect.stringMatching(
        /^menus: menus\.burger lists "timetable", a role no remote declares \(known: settings, /,
      ),
    ]);
  });

  it('sign-in settings of the wrong shape', () => {
    const problems = brokenSoe((doc) => {
      doc.signIn = {
        authority: 'ftp://idp.example',
        signInOrigin: 'https://soe.auth.ap-southeast-2.amazoncognito.com/oauth2',
        scope: 'email profile',
        clientId: ' ',
      };
    });
    expect(messages(problems)).toEqual([
      'sign-in: signIn.authority "ftp://idp.example" is not an http(s) address',
      'sign-in: signIn.signInOrigin "https://soe.auth.ap-southeast-2.amazoncognito.com/oauth2" is not an origin (scheme, host and port only)',
      'sign-in: signIn.clientId is empty',
      'sign-in: signIn.scope "email profile" lacks "openid"',
    ]);
    expect(messages(brokenSoe((doc) => void (doc.signIn = { signOutStyle: 'saml' as 'oidc' })))).toEqual([
      expect.stringMatching(
        /^schema: \/signIn\/signOutStyle must be equal to one of the allowed values \(oidc, cognito\)/,
      ),
    ]);
  });

  it.each([
    [
      'light',
      'muted text (textMuted) on panels (panel)',
      (doc: ProviderDocument) => void (doc.theme.textMuted = '#9aa39d'),
    ],
    [
      'dark',
      'muted text (textMuted) on panels (panel)',
      (doc: ProviderDocument) => void (doc.theme.dark.textMuted = '#4a5a50'),
    ],
    [
      'light',
      'brand text (fg) on the page background (canvas)',
      (doc: ProviderDocument) => void (doc.theme.fg = '#74b49a'),
    ],
    [
      'light',
      'error text (#b42318) on panels (panel)',
      (doc: ProviderDocument) => void (doc.theme.panel = '#e0a0a0'),
    ],
    [
      'dark',
      'button text (contrast) on the brand colour (solid)',
      (doc: ProviderDocument) => void (doc.theme.dark.contrast = '#6fa58a'),
    ],
    [
      'light',
      'header text (header.fg) on the header (header.bg)',
      (doc: ProviderDocument) => void (doc.theme.header.fg = '#c8c8c8'),
    ],
    [
      'dark',
      'footer text (footer.fg) on the footer (footer.bg)',
      (doc: ProviderDocument) => void (doc.theme.dark.footer.fg = '#39443d'),
    ],
    [
      'light',
      'the focus ring (focusRing) on the page background (canvas)',
      (doc: ProviderDocument) => void (doc.theme.focusRing = '#cfe3d8'),
    ],
    [
      'dark',
      'text (text) on the quiet background bg.emphasized (from panel and text)',
      (doc: ProviderDocument) => void (doc.theme.dark.text = '#5d6b61'),
    ],
  ])('%s: %s, with its ratio and a nearby colour that passes', (scheme, pair, change) => {
    const problems = brokenSoe(change).filter((p) => p.part === 'contrast');
    const problem = problems.find((p) => p.message.startsWith(`${scheme}: ${pair}: `));
    expect(problem?.message).toMatch(
      /: \d+\.\d\d:1, needs (4\.5|3):1; [a-zA-Z.0-9]+ #[0-9a-f]{6} instead of #[0-9a-f]{6} passes$/,
    );
    // The colour offered passes where the one given failed.
    const [, field, offered] = /; ([a-z.0-9A-Z]+) (#[0-9a-f]{6}) instead/.exec(problem?.message ?? '') ?? [];
    const fixed = brokenSoe((doc) => {
      change(doc);
      const colours = (scheme === 'light' ? doc.theme : doc.theme.dark) as unknown as Record<string, unknown>;
      const keys = (field ?? '').split('.');
      const last = keys.pop() as string;
      (keys.reduce((at, key) => at[key] as Record<string, unknown>, colours) as Record<string, unknown>)[
        last
      ] = offered;
    });
    expect(fixed.filter((p) => p.message.startsWith(`${scheme}: ${pair}: `))).toEqual([]);
  });

  it.each([
    [
      'a script',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 48"><script>alert(1)</script></svg>',
      'logos.light: logo.svg has a <script>',
    ],
    [
      'an event handler',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 48" onload="alert(1)"></svg>',
      'logos.light: logo.svg has an event handler attribute (onload)',
    ],
    [
      'an external reference',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 48"><image href="https://tracker.example/p.png"/></svg>',
      'logos.light: logo.svg refers outside itself (href="https://tracker.example/p.png")',
    ],
    [
      'a foreignObject',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 48"><foreignObject><p>hi</p></foreignObject></svg>',
      'logos.light: logo.svg has a <foreignObject>',
    ],
    [
      'too many bytes',
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 48"><desc>${'x'.repeat(40000)}</desc></svg>`,
      'logos.light: logo.svg is 40079 bytes, more than 32768 bytes',
    ],
  ])('a logo with %s', (_what, svg, problem) => {
    expect(messages(brokenSoe(() => undefined, { 'logo.svg': svg }))).toEqual([`pictures: ${problem}`]);
  });

  it('a missing logo, and a background that loads from elsewhere', () => {
    const problems = brokenSoe((doc) => {
      doc.logos.dark = 'logo-night.svg';
      doc.theme.dark.background.image = 'url("https://tracker.example/bg.png")';
    });
    expect(messages(problems)).toEqual([
      'pictures: logos.dark: logo-night.svg is not beside the document',
      'pictures: theme.dark.background.image loads "https://tracker.example/bg.png": only an inline SVG may be used',
    ]);
  });
});

it('pnpm provider:check: 0 when every file passes, 1 (each problem printed) when one does not', () => {
  const lines: string[] = [];
  expect(runProviderCheck([documentOf('soe'), documentOf('yoobee')], (line) => lines.push(line))).toBe(0);
  expect(lines).toEqual([`${documentOf('soe')}: passes`, `${documentOf('yoobee')}: passes`]);
  brokenSoe((doc) => void (doc.links.home = 'ftp://soe.example'));
  const broken = join(work, 'soe', 'provider.json');
  lines.length = 0;
  expect(runProviderCheck([broken], (line) => lines.push(line))).toBe(1);
  expect(lines).toEqual([
    `${broken}: 1 problem`,
    '  links: links.home "ftp://soe.example" is not an http(s) address',
  ]);
  writeFileSync(broken, '{ not json');
  expect(runProviderCheck([broken], () => undefined)).toBe(1);
  expect(runProviderCheck([], () => undefined)).toBe(1);
});
