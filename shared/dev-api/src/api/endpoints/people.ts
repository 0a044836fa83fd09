/** Contacts and leads (validated with the client's schemas), tasks, the applicant's identity and
 * directory password, and applicant sessions with their emailed passcodes. */
import { MIN_PASSWORD_LENGTH } from '@portal/config';
import { randomInt } from 'node:crypto';
import type { ContactPayload, LeadPayload } from '@portal/api-contract';
import { callerAddress } from '../../attempts';
import { tryAgainIn } from '../../limits';
import { isProviderSlug } from '../../providers';
import { readJson, readObject } from '../body';
import { contractRoute, signedIn, type Route } from '../context';
import { HttpError, sendJson } from '../http';
import { addRecord, findRecord, updateRecord, validated } from '../records';

/** Minutes a passcode stays valid. */
export const PASSCODE_MINUTES = 30;

/** The named text fields of a body; 400 `<names> are required` when one is missing or blank. */
function requiredTexts<K extends string>(
  body: Record<string, unknown>,
  names: readonly K[],
): Record<K, string> {
  if (names.some((n) => typeof body[n] !== 'string' || !(body[n] as string).trim()))
    throw new HttpError(400, `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} required`);
  return Object.fromEntries(names.map((n) => [n, (body[n] as string).trim()])) as Record<K, string>;
}

export const PEOPLE_ROUTES: Route[] = [
  contractRoute('contact', (ctx) =>
    sendJson(ctx.res, 200, findRecord(ctx.store, 'contacts', ctx.params.contactId, 'contact', 'contactId')),
  ),
  contractRoute('createContact', async (ctx) => {
    const contact = await validated<ContactPayload>('contact', await readJson(ctx.req));
    sendJson(ctx.res, 201, addRecord(ctx.store, 'contacts', contact, 'contactId'));
  }),
  contractRoute('updateContact', async (ctx) => {
    const contact = await validated<ContactPayload & { id?: string }>('contact', await readJson(ctx.req));
    const id = contact.contactId ?? contact.id;
    if (!id) throw new HttpError(400, 'contactId is required');
    const record = findRecord(ctx.store, 'contacts', id, 'contact', 'contactId');
    sendJson(ctx.res, 200, updateRecord(ctx.store, 'contacts', record, { ...contact, contactId: record.id }));
  }),
  contractRoute('createLead', async (ctx) => {
    const lead = await validated<LeadPayload>('lead', await readJson(ctx.req));
    sendJson(ctx.res, 201, addRecord(ctx.store, 'leads', { status: 'New', ...lead }, 'leadId'));
  }),
  contractRoute('createTask', async (ctx) => {
    const body = await readObject(ctx.req);
    const owner = signedIn(ctx).email;
    sendJson(ctx.res, 201, addRecord(ctx.store, 'tasks', { status: 'Open', ...body, owner }, 'taskId'));
  }),
  contractRoute('createIdentity', async (ctx) => {
    const { username, email } = requiredTexts(await readObject(ctx.req), ['username', 'email']);
    const taken = ctx.store.data.records.identities.some(
      (i) => String(i.username).toLowerCase() === username.toLowerCase(),
    );
    if (taken) throw new HttpError(409, `Username ${username} already exists`);
    sendJson(ctx.res, 201, addRecord(ctx.store, 'identities', { username, email, status: 'Created' }));
  }),
  contractRoute('adAccountPassword', async (ctx) => {
    const { username, password } = requiredTexts(await readObject(ctx.req), ['password', 'username']);
    if (password.length < MIN_PASSWORD_LENGTH)
      throw new HttpError(400, `The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
    // The password itself is never kept.
    const record = addRecord(ctx.store, 'adAccounts', { username, passwordChanged: true });
    sendJson(ctx.res, 200, { username, passwordChanged: true, changedAt: record.createdAt });
  }),
  contractRoute('sendSessionPasscode', (ctx) => {
    // The two segments are the provider and the applicant's email, in either order.
    const { a, b } = ctx.params;
    const provider = isProviderSlug(a) ? a : isProviderSlug(b) ? b : undefined;
    if (!provider) throw new HttpError(400, 'Expected a provider and an email address');
    const email = provider === a ? b : a;
    const expiresAt = new Date(Date.now() + PASSCODE_MINUTES * 60 * 1000).toISOString();
    const session = addRecord(
      ctx.store,
      'sessions',
      { email, provider, verified: false, expiresAt },
      'sessionId',
    );
    const passcode = String(randomInt(0, 1_000_000)).padStart(6, '0');
    addRecord(ctx.store, 'passcodes', { sessionId: session.id, passcode, expiresAt });
    // No mail leaves the development backend: the passcode is in the answer instead.
    sendJson(ctx.res, 201, { ...session, passcodeSent: true, devPasscode: passcode });
  }),
  contractRoute('sessionPasscode', (ctx) => {
    const { a: sessionId, b: passcode } = ctx.params;
    const session = findRecord(ctx.store, 'sessions', sessionId, 'session', 'sessionId');
    // Six digits are guessed in a million tries: a session takes a few wrong ones from a caller, then
    // refuses that caller (429, even the right passcode) until the window has passed.
    const attempts = ctx.passcodeAttempts;
    const key = `passcode\n${session.id}\n${callerAddress(ctx.req)}`;
    const wait = attempts.retryAfter(key);
    if (wait)
      throw new HttpError(429, `Too many wrong passcodes for this session. ${tryAgainIn(wait)}`, {
        'Retry-After': String(wait),
      });
    const now = new Date().toISOString();
    const match = ctx.store.data.records.passcodes.find(
      (p) => p.sessionId === session.id && p.passcode === passcode && String(p.expiresAt) > now,
    );
    if (!match) {
      attempts.fail(key);
      throw new HttpError(401, 'Invalid or expired passcode');
    }
    attempts.succeed(key);
    sendJson(ctx.res, 200, updateRecord(ctx.store, 'sessions', session, { verified: true, verifiedAt: now }));
  }),
  contractRoute('sessionRecord', (ctx) =>
    sendJson(ctx.res, 200, findRecord(ctx.store, 'sessions', ctx.params.sessionId, 'session', 'sessionId')),
  ),
];
