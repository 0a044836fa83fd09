// What a deployment's remotes.json may bring into the portal (jsdom): a refused remote brings nothing, a
// trusted one only its own texts, never a text of the shell or of a remote before it.
import { REMOTES_MAX_BYTES, shareBucket, type RemoteDeclaration } from '@portal/remote-contract';
import { i18n } from '@portal/i18n';
import { learnDeployment } from './deployment';
import { reseatDeployment } from './seat';
import { getRoutes } from '@portal/router';
import type { RemoteTrust } from './trustPlugin';

const SHELL_TEXTS = { FgAxTj: ['Log out'], '5lWFkC': ['Sign in'], DgyQU9: ['Apply for a course'] };
const TRUST: RemoteTrust = {
  origins: ['https://cdn.example.edu'],
  requireIntegrity: false,
  timeoutMs: 5_000,
};

const remote = (id: string, patch: Partial<RemoteDeclaration> = {}): RemoteDeclaration => ({
  id,
  entry: `https://cdn.example.edu/${id}/remoteEntry.js`,
  title: { id: `${id}.part`, message: id },
  routes: [{ role: id, path: `/${id}`, access: 'signedIn', page: 'Page' }],
  menu: [{ role: id, label: { id: `${id}.menu`, message: id }, in: ['user', 'burger'] }],
  ...patch,
});

/** remotes.json answering `document`. */
const respond = (document: unknown) => Promise.resolve(new Response(JSON.stringify(document)));
/** remotes.json answering `remotes` (in this order). */
const answer = (remotes: RemoteDeclaration[]) => respond(Object.fromEntries(remotes.map((r) => [r.id, r])));

let warnings: string[];
let errors: string[];
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: SHELL_TEXTS });
  warnings = [];
  errors = [];
  jest.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args.join(' ')));
  jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args.join(' ')));
});
afterEach(() => jest.restoreAllMocks());

describe('a remote outside the allowed origins', () => {
  const evil = remote('evil', {
    entry: 'https://evil.example/remoteEntry.js',
    messages: {
      en: {
        FgAxTj: ['Log out (injected text)'],
        '5lWFkC': ['SIGN IN HERE: call 0800 EVIL'],
        'evil.part': ['Prizes'],
        'evil.menu': ['Claim your prize'],
      },
    },
  });

  it('contributes nothing: no texts, no routes, no menu entries; the console says why', async () => {
    const { remotes, table } = await learnDeployment(
      '/remotes.json',
      TRUST,
      answer([evil, remote('payments')]),
    );
    expect(i18n._('FgAxTj')).toBe('Log out');
    expect(i18n._('5lWFkC')).toBe('Sign in');
    expect(i18n._('evil.menu')).toBe('evil.menu'); // never loaded
    expect(remotes.map((r) => r.id)).toEqual(['payments']);
    expect(table.match('/evil')).toBeUndefined();
    expect(table.menu.map((entry) => entry.remote)).toEqual(['payments']);
    expect(errors.join('\n')).toContain(
      'The remote "evil" was refused: its entry https://evil.example/remoteEntry.js is not on an allowed remote origin',
    );
  });

  it('cannot take a trusted remote’s path or role by coming first', async () => {
    const squatter = remote('evil', {
      entry: 'https://evil.example/remoteEntry.js',
      routes: [{ role: 'payments', path: '/payments', access: 'all', page: 'Page' }],
      menu: [],
    });
    const { table } = await learnDeployment('/remotes.json', TRUST, answer([squatter, remote('payments')]));
    expect(table.match('/payments')?.remote).toBe('payments');
    expect(table.routeFor('payments')?.remote).toBe('payments');
  });

  it('is refused without its integrity hash where one is required, with the same consequence', async () => {
    const { remotes } = await learnDeployment(
      '/remotes.json',
      { ...TRUST, requireIntegrity: true },
      answer([remote('payments', { messages: { en: { 'payments.part': ['Payments'] } } })]),
    );
    expect(remotes).toEqual([]);
    expect(i18n._('payments.part')).toBe('payments.part');
  });
});

describe('a trusted remote', () => {
  it('adds the texts of its own contract', async () => {
    const payments = remote('payments', {
      messages: { en: { 'payments.part': ['Payments'], 'payments.menu': ['Your payments'] } },
    });
    await learnDeployment('/remotes.json', TRUST, answer([payments]));
    expect(i18n._('payments.menu')).toBe('Your payments');
    expect(warnings).toEqual([]);
  });

  it('may not define a text outside its contract (a shell id): refused, with a warning naming it', async () => {
    const payments = remote('payments', {
      messages: {
        en: { 'payments.part': ['Payments'], FgAxTj: ['Log out (injected text)'], other: ['Other'] },
      },
    });
    await learnDeployment('/remotes.json', TRUST, answer([payments]));
    expect(i18n._('FgAxTj')).toBe('Log out');
    expect(i18n._('other')).toBe('other');
    expect(i18n._('payments.part')).toBe('Payments');
    expect(warnings).toEqual([
      'remotes.json: the remote "payments" may not define the text "FgAxTj" (not a text of its contract); it is left out',
      'remotes.json: the remote "payments" may not define the text "other" (not a text of its contract); it is left out',
    ]);
  });

  it("may not change a shell text even when its contract names the shell's id", async () => {
    const payments = remote('payments', {
      menu: [{ role: 'payments', label: { id: 'FgAxTj', message: 'Payments' }, in: ['user'] }],
      messages: { en: { FgAxTj: ['Log out (injected text)'] } },
    });
    await learnDeployment('/remotes.json', TRUST, answer([payments]));
    expect(i18n._('FgAxTj')).toBe('Log out');
    expect(warnings).toEqual([
      'remotes.json: the remote "payments" may not define the text "FgAxTj" (the shell defines it as ["Log out"]); it is left out',
    ]);
  });

  it('may not change the text of a remote before it; the same text again is no collision', async () => {
    const first = remote('academic', {
      title: { id: 'shared.part', message: 'Study' },
      messages: { en: { 'shared.part': ['Study'] } },
    });
    const again = remote('support', {
      title: { id: 'shared.part', message: 'Study' },
      messages: { en: { 'shared.part': ['Study'] } },
    });
    const changed = remote('payments', {
      title: { id: 'shared.part', message: 'Study' },
      messages: { en: { 'shared.part': ['Money'] } },
    });
    // The enrolment remote's menu label is the shell's own "Apply for a course" (one Lingui id, one text).
    const enrolment = remote('enrolment', {
      menu: [{ role: 'enrolment', label: { id: 'DgyQU9', message: 'Apply for a course' }, in: ['user'] }],
      messages: { en: { DgyQU9: ['Apply for a course'] } },
    });
    await learnDeployment('/remotes.json', TRUST, answer([first, again, changed, enrolment]));
    expect(i18n._('shared.part')).toBe('Study');
    expect(warnings).toEqual([
      'remotes.json: the remote "payments" may not define the text "shared.part" (the remote "academic" defines it as ["Study"]); it is left out',
    ]);
  });
});

describe('a remote with versions', () => {
  const v1 = remote('payments', { entry: 'https://cdn.example.edu/payments/v1/remoteEntry.js' });
  const v2 = remote('payments', {
    entry: 'https://cdn.example.edu/payments/v2/remoteEntry.js',
    routes: [
      { role: 'payments', path: '/payments', access: 'signedIn', page: 'Page' },
      { role: 'receipts', path: '/receipts', access: 'signedIn', page: 'ReceiptsPage' },
    ],
  });
  const versioned = (share: number) =>
    respond({
      payments: { id: 'payments', live: 'v1', candidate: { version: 'v2', share }, versions: { v1, v2 } },
    });
  const signIn = (sid: string) =>
    window.sessionStorage.setItem(
      'oidc.user:https://idp.example:client',
      JSON.stringify({ profile: { sub: 'student', sid } }),
    );
  let infos: string[];
  beforeEach(() => {
    infos = [];
    jest.spyOn(console, 'info').mockImplementation((...args) => void infos.push(args.join(' ')));
  });
  afterEach(() => window.sessionStorage.clear());

  it('runs the candidate in a session within its share: its routes, and the console says which version', async () => {
    signIn('session-1');
    const { remotes, table } = await learnDeployment('/remotes.json', TRUST, versioned(100));
    expect(remotes[0]!.entry).toBe(v2.entry);
    expect(table.match('/receipts')?.remote).toBe('payments');
    expect(infos).toEqual([`Remote payments: version v2 (candidate, 100% of sessions) from ${v2.entry}`]);
  });

  it('runs the live version outside the share, and in a tab with no signed-in session', async () => {
    signIn('session-1');
    const outside = await learnDeployment('/remotes.json', TRUST, versioned(0));
    expect(outside.remotes[0]!.entry).toBe(v1.entry);
    expect(outside.table.match('/receipts')).toBeUndefined();
    window.sessionStorage.clear();
    const anonymous = await learnDeployment('/remotes.json', TRUST, versioned(100));
    expect(anonymous.remotes[0]!.entry).toBe(v1.entry);
    expect(infos).toEqual([
      `Remote payments: version v1 (live) from ${v1.entry}`,
      `Remote payments: version v1 (live) from ${v1.entry}`,
    ]);
  });

  it('a candidate limited to chosen providers runs only on their pages; every other provider runs live', async () => {
    signIn('session-1');
    const limited = () =>
      respond({
        payments: {
          id: 'payments',
          live: 'v1',
          candidate: { version: 'v2', share: 100, providers: ['soe', 'ichm'] },
          versions: { v1, v2 },
        },
      });
    const onSoe = await learnDeployment('/remotes.json', { ...TRUST, provider: 'soe' }, limited());
    expect(onSoe.remotes[0]!.entry).toBe(v2.entry);
    expect(onSoe.table.match('/receipts')?.remote).toBe('payments');
    for (const provider of ['yoobee', undefined]) {
      const elsewhere = await learnDeployment('/remotes.json', { ...TRUST, provider }, limited());
      expect(elsewhere.remotes[0]!.entry).toBe(v1.entry);
      expect(elsewhere.table.match('/receipts')).toBeUndefined();
    }
    // Signed in in the page on another provider's portal: still live.
    const running = (id: string) => (id === 'payments' ? onSoe.remotes[0] : undefined);
    await learnDeployment('/remotes.json', { ...TRUST, provider: 'yoobee' }, limited());
    expect(reseatDeployment({ ...TRUST, provider: 'yoobee' }, running).map((r) => r.entry)).toEqual([
      v1.entry,
    ]);
    expect(warnings).toEqual([]);
  });

  it('a student signed in in this page runs their side from then on: the side of their session id, else their subject', async () => {
    const sessions = Array.from({ length: 200 }, (_, i) => `session-${i}`);
    const inside = sessions.find((sid) => shareBucket(sid, 'payments') < 50)!;
    const outside = sessions.find((sid) => shareBucket(sid, 'payments') >= 50)!;
    const signInAs = (profile: Record<string, string>) =>
      window.sessionStorage.setItem('oidc.user:https://idp.example:client', JSON.stringify({ profile }));
    // The page loaded before the sign-in completed (the return from the IdP): the live version.
    const { remotes } = await learnDeployment('/remotes.json', TRUST, versioned(50));
    expect(remotes[0]!.entry).toBe(v1.entry);
    const running = (id: string) => (id === 'payments' ? remotes[0] : undefined);

    // A session id outside the share: the subject (inside it) does not count.
    signInAs({ sub: inside, sid: outside });
    expect(reseatDeployment(TRUST, running)).toEqual([]);
    // A session id inside the share: the candidate, its routes and texts, and the console says so.
    signInAs({ sub: outside, sid: inside });
    expect(reseatDeployment(TRUST, running).map((r) => [r.entry, r.release])).toEqual([
      [v2.entry, { version: 'v2', track: 'candidate', share: 50 }],
    ]);
    expect(getRoutes().match('/receipts')?.remote).toBe('payments');
    expect(infos.at(-1)).toBe(`Remote payments: version v2 (candidate, 50% of sessions) from ${v2.entry}`);
    // No session id from the IdP: the subject.
    signInAs({ sub: inside });
    expect(reseatDeployment(TRUST, running).map((r) => r.entry)).toEqual([v2.entry]);
  });

  it('a candidate on an origin the portal does not allow costs the candidate only: the live version, a warning', async () => {
    signIn('session-1');
    const elsewhere = { ...v2, entry: 'https://elsewhere.example/payments/v2/remoteEntry.js' };
    const { remotes, table } = await learnDeployment(
      '/remotes.json',
      TRUST,
      respond({
        payments: {
          id: 'payments',
          live: 'v1',
          candidate: { version: 'v2', share: 100 },
          versions: { v1, v2: elsewhere },
        },
      }),
    );
    expect(remotes.map((r) => r.entry)).toEqual([v1.entry]);
    expect(table.match('/payments')?.remote).toBe('payments');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      `remotes.json: Remote payments: version v2 is refused: its entry ${elsewhere.entry} is not on an allowed remote origin (remoteOrigins: https://cdn.example.edu, besides the portal's own) (its candidate is left out: every session runs v1)`,
    ]);
  });

  it('a remote without versions says where it comes from', async () => {
    await learnDeployment('/remotes.json', TRUST, answer([remote('profile')]));
    expect(infos).toEqual(['Remote profile: https://cdn.example.edu/profile/remoteEntry.js (no version)']);
  });
});

describe('a remotes.json larger than a deployment’s', () => {
  const big = (extra: number) => ({
    payments: { ...remote('payments'), ballast: 'x'.repeat(REMOTES_MAX_BYTES + extra) },
  });

  it('is refused unparsed: no remote parts, and the console says why', async () => {
    const body = JSON.stringify(big(0));
    const parse = jest.spyOn(JSON, 'parse');
    // Sent with its length or streamed without one: either way never parsed.
    for (const answer of [
      new Response(body, { headers: { 'Content-Length': String(body.length) } }),
      new Response(new Blob([body]).stream()),
    ]) {
      errors = [];
      const { remotes, table } = await learnDeployment('/remotes.json', TRUST, Promise.resolve(answer));
      expect(remotes).toEqual([]);
      expect(table.match('/payments')).toBeUndefined();
      expect(errors).toEqual([
        expect.stringContaining(
          'remotes.json could not be read; the remote parts of the portal are unavailable',
        ),
      ]);
      expect(errors[0]).toContain(`/remotes.json is larger than ${REMOTES_MAX_BYTES / 1024} KB`);
    }
    expect(parse).not.toHaveBeenCalled();
  });

  it('one within the bound is read', async () => {
    const body = JSON.stringify(big(-2_000));
    expect(body.length).toBeLessThanOrEqual(REMOTES_MAX_BYTES);
    const { remotes } = await learnDeployment('/remotes.json', TRUST, respond(JSON.parse(body)));
    expect(remotes.map((r) => r.id)).toEqual(['payments']);
  });
});
