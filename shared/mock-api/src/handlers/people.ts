/** Contacts and leads (validated with the client's schemas), tasks, the applicant's identity and directory
 * password, and applicant sessions with their emailed passcodes. */
import { MIN_PASSWORD_LENGTH } from '@portal/config';
import type { ContactPayload, LeadPayload } from '@portal/api-contract';
import { isProviderSlug } from '../providers';
import { ApiError, callerOf, json, readJson, readObject, type Ctx, type Resolvers } from './define';
import { addRecord, findRecord, updateRecord, validated } from './records';

/** Minutes a passcode stays valid. */
export const PASSCODE_MINUTES = 30;

/** The named text fields of a body; 400 `<names> are required` when one is missing or blank. */
function requiredTexts<K extends string>(
  body: Record<string, unknown>,
  names: readonly K[],
): Record<K, string> {
  if (names.some((n) => typeof body[n] !== 'string' || !(body[n] as string).trim()))
    throw new ApiError(400, `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} required`);
  return Object.fromEntries(names.map((n) => [n, (body[n] as string).trim()])) as Record<K, string>;
}

/** 'Try again in 15 minutes.' for a wait in seconds. */
export function tryAgainIn(seconds: number): string {
  if (seconds <= 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** 429 once the caller has made too many requests of `what` in the window of the server's request limiter: a
 * public call that answers a person's data (a contact, an applicant session, a fees-free check) is not for
 * walking through ids. Every request counts, found or not. */
export async function limitPersonalReads(ctx: Ctx, what: string): Promise<void> {
  const wait = (await ctx.services.requests?.take(`${what}\n${callerOf(ctx.request)}`)) ?? 0;
  if (wait)
    throw new ApiError(429, `Too many requests for ${what} from this address. ${tryAgainIn(wait)}`, {
      'Retry-After': String(wait),
    });
}

export const PEOPLE: Resolvers = {
  // Public, as the contract says, and it returns a person's date of birth and email: only by its id (a random
  // one, never a number in a sequence), and at most so many a caller (docs/api-personal-data.md).
  contact: async (ctx) => {
    await limitPersonalReads(ctx, 'contacts');
    return json(findRecord(ctx.store, 'contacts', ctx.params.contactId, 'contact', 'contactId'));
  },
  createContact: async (ctx) => {
    const contact = await validated<ContactPayload>('contact', await readJson(ctx.request));
    return json(addRecord(ctx.store, 'contacts', contact, 'contactId'), 201);
  },
  updateContact: async (ctx) => {
    await limitPersonalReads(ctx, 'contacts');
    const contact = await validated<ContactPayload & { id?: string }>('contact', await readJson(ctx.request));
    const id = contact.contactId ?? contact.id;
    if (!id) throw new ApiError(400, 'contactId is required');
    const record = findRecord(ctx.store, 'contacts', id, 'contact', 'contactId');
    return json(updateRecord(ctx.store, 'contacts', record, { ...contact, contactId: record.id }));
  },
  createLead: async (ctx) => {
    const lead = await validated<LeadPayload>('lead', await readJson(ctx.request));
    return json(addRecord(ctx.store, 'leads', { status: 'New', ...lead }, 'leadId'), 201);
  },
  createTask: async (ctx) => {
    const body = await readObject(ctx.request);
    const owner = (await ctx.signedIn()).email;
    return json(addRecord(ctx.store, 'tasks', { status: 'Open', ...body, owner }, 'taskId'), 201);
  },
  createIdentity: async (ctx) => {
    const body = await validated<{ username: string; email: string }>(
      'identity',
      await readJson(ctx.request),
    );
    const username = body.username.trim();
    const email = body.email.trim();
    const taken = ctx.store
      .list('identities')
      .some((i) => String(i.username).toLowerCase() === username.toLowerCase());
    if (taken) throw new ApiError(409, `Username ${username} already exists`);
    return json(addRecord(ctx.store, 'identities', { username, email, status: 'Created' }), 201);
  },
  adAccountPassword: async (ctx) => {
    const { username, password } = requiredTexts(await readObject(ctx.request), ['password', 'username']);
    if (password.length < MIN_PASSWORD_LENGTH)
      throw new ApiError(400, `The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
    // The password itself is never kept.
    const record = addRecord(ctx.store, 'adAccounts', { username, passwordChanged: true });
    return json({ username, passwordChanged: true, changedAt: record.createdAt });
  },
  sendSessionPasscode: (ctx) => {
    // The two segments are the provider and the applicant's email, in either order.
    const { a, b } = ctx.params;
    const provider = isProviderSlug(a) ? a : isProviderSlug(b) ? b : undefined;
    if (!provider) throw new ApiError(400, 'Expected a provider and an email address');
    const email = provider === a ? b : a;
    const expiresAt = new Date(Date.now() + PASSCODE_MINUTES * 60 * 1000).toISOString();
    const fields = { email, provider, verified: false, expiresAt };
    const session = addRecord(ctx.store, 'sessions', fields, 'sessionId');
    const passcode = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');
    addRecord(ctx.store, 'passcodes', { sessionId: session.id, passcode, expiresAt });
    // No mail leaves the development backend: the passcode is in the response instead.
    return json({ ...session, passcodeSent: true, devPasscode: passcode }, 201);
  },
  sessionPasscode: async (ctx) => {
    const { a: sessionId, b: passcode } = ctx.params;
    const session = findRecord(ctx.store, 'sessions', sessionId, 'session', 'sessionId');
    // Six digits are guessed in a million tries: a session takes a few wrong ones from a caller, then refuses
    // that caller (429, even the right passcode) until the window has passed.
    const attempts = ctx.services.attempts;
    const key = `passcode\n${session.id}\n${ctx.request.headers.get('x-caller-address') ?? 'unknown'}`;
    const wait = (await attempts?.retryAfter(key)) ?? 0;
    if (wait)
      throw new ApiError(429, `Too many wrong passcodes for this session. ${tryAgainIn(wait)}`, {
        'Retry-After': String(wait),
      });
    const now = new Date().toISOString();
    const match = ctx.store
      .list('passcodes')
      .find((p) => p.sessionId === session.id && p.passcode === passcode && String(p.expiresAt) > now);
    if (!match) {
      await attempts?.fail(key);
      throw new ApiError(401, 'Invalid or expired passcode');
    }
    await attempts?.succeed(key);
    return json(updateRecord(ctx.store, 'sessions', session, { verified: true, verifiedAt: now }));
  },
  sessionRecord: async (ctx) => {
    await limitPersonalReads(ctx, 'sessions');
    return json(findRecord(ctx.store, 'sessions', ctx.params.sessionId, 'session', 'sessionId'));
  },
};
