/** The sign-in page of a local issuer (oidc-provider's interaction): the login form with the demo accounts of
 * the provider the sign-in is for, its password check with a limit on failed attempts, and the sign-in's
 * finish with the account. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  PROVIDERS,
  findAccountByEmail,
  isProviderSlug,
  tryAgainIn,
} from '@portal/mock-api';
import { slugOfUrl } from '../origins';
import type { IdpOptions } from './idpOptions';
import { INCORRECT_CREDENTIALS, TOO_MANY_SIGN_INS, loginPage, messagePage, sendHtml } from './pages';

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The handler of a sign-in's pages, `<mountPath>/interaction/<uid>[/<action>]`: the form (GET, or any
 * action but login), and its sign-in (POST .../login). */
export function signInPages({
  group,
  mountPath,
  provider,
  signInAttempts,
  passwords,
}: Pick<IdpOptions, 'group' | 'signInAttempts' | 'passwords'> & { mountPath: string; provider: Provider }) {
  /** Accounts this sign-in accepts, for the page's demo list. */
  const demoFor = (slug: string | undefined) =>
    DEMO_ACCOUNTS.filter((a) => a.group === group && (!slug || a.provider === slug)).map((a) => ({
      email: a.email,
      note: `${a.provider}: ${a.note}`,
    }));

  return async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
  ): Promise<void> {
    const expired = (why: string) =>
      sendHtml(
        res,
        400,
        messagePage(group, 'Sign-in expired', `${why} Go back to the portal and sign in again.`),
      );
    const details = await provider.interactionDetails(req, res).catch((error: unknown) => {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    });
    if (!details) return expired('This sign-in page has expired.');
    if (details.uid !== uid) return expired('This sign-in page does not match your session.');
    const returnSlug = slugOfUrl(String(details.params.redirect_uri ?? ''));
    const providerSlug =
      isProviderSlug(returnSlug) && PROVIDERS[returnSlug]!.group === group ? returnSlug : undefined;
    const render = (
      status: number,
      extra: { email?: string; error?: string } = {},
      headers: Record<string, string> = {},
    ) =>
      sendHtml(
        res,
        status,
        loginPage({
          group,
          action: `${mountPath}/interaction/${uid}/login`,
          ...(providerSlug ? { providerName: PROVIDERS[providerSlug]!.name } : {}),
          ...extra,
          demoAccounts: demoFor(providerSlug),
          demoPassword: DEMO_PASSWORD,
        }),
        headers,
      );

    if (action !== 'login' || req.method !== 'POST') return render(200);

    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    // A few wrong passwords per email from one caller, then 429 (even for the right one) until the
    // oldest failure leaves the window; the page says how long to wait.
    const attemptKey = `signin\n${group}\n${email.toLowerCase()}\n${req.socket.remoteAddress}`;
    const wait = await signInAttempts.retryAfter(attemptKey);
    if (wait)
      return render(
        429,
        { email, error: `${TOO_MANY_SIGN_INS} ${tryAgainIn(wait)}` },
        { 'Retry-After': String(wait) },
      );
    const account = findAccountByEmail(email);
    if (!account || account.group !== group || !passwords.verify(account, password)) {
      await signInAttempts.fail(attemptKey);
      return render(401, { email, error: INCORRECT_CREDENTIALS });
    }
    await signInAttempts.succeed(attemptKey);
    if (providerSlug && account.provider !== providerSlug) {
      const error = `This account belongs to ${PROVIDERS[account.provider]!.name}. Sign in on its portal.`;
      return render(403, { email, error });
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id, remember: true, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
  };
}
