/** Server-rendered pages of the two local sign-in services: a hosted user-pool sign-in (cognito) and
 * an organisation-directory sign-in (aad). Plain HTML and CSS, no script except the sign-out
 * auto-submit, accessible (labels, one h1, role=alert on the error). */
import type { ServerResponse } from 'node:http';
import type { SignInGroup } from '@portal/mock-api';

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Headers of every response of the sign-in services: no page of theirs may be shown in a frame of another site
 * (a framed sign-in page lets that site overlay it and catch the password or the clicks). The policy says
 * only that: the pages' own style and the sign-out page's auto-submit are not affected. */
export const NO_FRAMING_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';
/** The start of the message after too many failed sign-ins ('Try again in N minutes.' follows). */
export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts for this email.';

export interface LoginPageOptions {
  group: SignInGroup;
  /** Where the form posts to. */
  action: string;
  /** Name of the provider the sign-in is for, when known from the return address. */
  providerName?: string;
  /** Email to fill in again after a failed attempt. */
  email?: string;
  /** Error text shown above the form. */
  error?: string;
  /** Demo accounts to list under the form (local development aid). */
  demoAccounts?: { email: string; note: string }[];
  demoPassword?: string;
}

/** What both sign-in looks share. */
const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-size:16px;color-scheme:light dark}
summary{cursor:pointer}
details ul{padding-left:18px}
code{font-size:.8rem}
`;

/** Both sign-in looks follow the device's light or dark setting (native controls too), each with AA contrast. */
const COGNITO_CSS = `${BASE_CSS}body{margin:0;min-height:100vh;background:#f2f3f3;font-family:"Amazon Ember","Helvetica Neue",Roboto,Arial,sans-serif;color:#16191f;display:flex;flex-direction:column;align-items:center;padding:48px 16px}
.banner{width:100%;max-width:380px;background:#232f3e;color:#fff;padding:18px 24px;border-radius:4px 4px 0 0;text-align:center}
.banner p{margin:0;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;opacity:.8}
.banner strong{display:block;font-size:1.15rem;margin-top:4px}
main{width:100%;max-width:380px;background:#fff;border:1px solid #d5dbdb;border-top:0;border-radius:0 0 4px 4px;padding:24px 28px 28px;box-shadow:0 1px 3px rgba(0,28,36,.15)}
h1{font-size:1.05rem;font-weight:700;margin:0 0 18px}
label{display:block;font-size:.875rem;font-weight:700;margin:14px 0 6px}
input{width:100%;font:inherit;font-size:.95rem;padding:9px 10px;border:1px solid #aab7b8;border-radius:2px;background:#fff;color:inherit}
input:focus{outline:2px solid #0073bb;outline-offset:0;border-color:#0073bb}
input[aria-invalid="true"]{border-color:#d13212}
.error{background:#fdf3f1;border:1px solid #d13212;color:#8c1c06;border-radius:2px;padding:10px 12px;font-size:.875rem;margin:0 0 6px}
button{margin-top:22px;width:100%;font:inherit;font-weight:700;font-size:.95rem;padding:10px;border:0;border-radius:2px;background:#0073bb;color:#fff;cursor:pointer}
button:hover{background:#005a94}
button:focus-visible{outline:3px solid #16191f;outline-offset:2px}
.muted{font-size:.8rem;color:#545b64;margin-top:16px;text-align:center}
details{width:100%;max-width:380px;margin-top:18px;font-size:.8rem;color:#545b64}
@media (prefers-color-scheme:dark){
body{background:#0f1b2a;color:#e9ebed}
.banner{background:#232f3e;box-shadow:inset 0 0 0 1px #414d5c}
main{background:#1a2433;border-color:#414d5c;box-shadow:none}
input{background:#0f1b2a;border-color:#8d99a8}
input:focus{outline-color:#539fe5;border-color:#539fe5}
input[aria-invalid="true"]{border-color:#ff7a7a}
.error{background:#2c1117;border-color:#ff7a7a;color:#ffc2c2}
button{background:#539fe5;color:#0f1b2a}
button:hover{background:#89bdee}
button:focus-visible{outline-color:#e9ebed}
.muted,details{color:#b6bec9}
}
`;

const AAD_CSS = `${BASE_CSS}body{margin:0;min-height:100vh;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;color:#1b1b1b;background:linear-gradient(135deg,#e7eef6 0%,#f3f2f1 55%,#dfe8f1 100%);display:flex;flex-direction:column;align-items:center;justify-content:center;padding:40px 16px}
main{width:100%;max-width:440px;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px}
.org{display:flex;align-items:center;gap:10px;font-size:.95rem;font-weight:600;color:#323130}
.org .mark{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:4px;background:#2b579a;color:#fff;font-size:.8rem;font-weight:700;letter-spacing:.02em}
h1{font-size:1.5rem;font-weight:600;margin:16px 0 12px}
label{display:block;font-size:.9rem;margin:16px 0 2px;color:#323130}
input{width:100%;font:inherit;font-size:.95rem;padding:6px 0;border:0;border-bottom:1px solid #666;background:transparent;color:inherit;border-radius:0}
input:focus{outline:none;border-bottom:2px solid #0067b8}
input[aria-invalid="true"]{border-bottom-color:#e81123}
.error{color:#e81123;font-size:.9rem;margin:4px 0 0}
.actions{display:flex;justify-content:flex-end;margin-top:28px}
button{min-width:108px;font:inherit;font-size:.95rem;padding:6px 12px;border:1px solid #0067b8;background:#0067b8;color:#fff;cursor:pointer}
button:hover{background:#005da6}
button:focus-visible{outline:2px solid #000;outline-offset:2px}
.muted{font-size:.8rem;color:#605e5c;margin-top:20px}
details{width:100%;max-width:440px;margin-top:16px;font-size:.8rem;color:#605e5c;background:rgba(255,255,255,.7);padding:8px 12px}
@media (prefers-color-scheme:dark){
body{color:#f3f2f1;background:linear-gradient(135deg,#1b1a19 0%,#201f1e 55%,#1b2633 100%)}
main{background:#292827;box-shadow:0 2px 6px rgba(0,0,0,.6)}
.org,label{color:#f3f2f1}
.org .mark{box-shadow:0 0 0 1px #6cb8f6}
input{border-bottom-color:#a19f9d}
input:focus{border-bottom-color:#6cb8f6}
input[aria-invalid="true"]{border-bottom-color:#f1707b}
.error{color:#f1707b}
button{background:#6cb8f6;border-color:#6cb8f6;color:#1b1a19}
button:hover{background:#8dc8f8}
button:focus-visible{outline-color:#fff}
.muted{color:#c8c6c4}
details{color:#c8c6c4;background:rgba(41,40,39,.85)}
}
`;

function demoList(options: LoginPageOptions): string {
  if (!options.demoAccounts?.length) return '';
  const items = options.demoAccounts
    .map((a) => `<li><code>${escapeHtml(a.email)}</code> - ${escapeHtml(a.note)}</li>`)
    .join('');
  return `<details><summary>Demo accounts (local development)</summary><p>Password for all: <code>${escapeHtml(options.demoPassword ?? '')}</code></p><ul>${items}</ul></details>`;
}

function fields(options: LoginPageOptions): string {
  const invalid = options.error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return `
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}"${invalid}>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>`;
}

export const page = (title: string, css: string, body: string): string => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head>
<body>
${body}
</body>
</html>
`;

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('') || 'ID';

export function loginPage(options: LoginPageOptions): string {
  const error = options.error
    ? `<p class="error" id="login-error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  if (options.group === 'cognito') {
    const who = options.providerName ?? 'Student Portal';
    return page(
      `Sign in - ${who}`,
      COGNITO_CSS,
      `<header class="banner"><p>Student sign-in</p><strong>${escapeHtml(who)}</strong></header>
<main>
  <h1>Sign in with your email and password</h1>
  <form method="post" action="${escapeHtml(options.action)}" novalidate>
    ${error}${fields(options)}
    <button type="submit">Sign in</button>
  </form>
  <p class="muted">Local user pool &middot; ap-southeast-2</p>
</main>
${demoList(options)}`,
    );
  }
  const who = options.providerName ?? 'Student directory';
  return page(
    `Sign in to your account - ${who}`,
    AAD_CSS,
    `<main>
  <div class="org"><span class="mark" aria-hidden="true">${escapeHtml(initials(who))}</span>${escapeHtml(who)}</div>
  <h1>Sign in</h1>
  <form method="post" action="${escapeHtml(options.action)}" novalidate>
    ${fields(options)}
    ${error}
    <div class="actions"><button type="submit">Sign in</button></div>
  </form>
  <p class="muted">Use your organisation account.</p>
</main>
${demoList(options)}`,
  );
}

/** The page oidc-provider shows for end_session: submits itself at once (logout=yes, a global
 * sign-out), so the browser goes straight back to the post-logout address. */
const cssOf = (group: SignInGroup) => (group === 'cognito' ? COGNITO_CSS : AAD_CSS);

export function logoutPage(group: SignInGroup, form: string): string {
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page(
    'Signing out',
    cssOf(group),
    `<main>
  <h1>Signing out&hellip;</h1>
  ${withLogout}
  <noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>
</main>
<script>document.getElementById('op.logoutForm').submit();</script>`,
  );
}

export const messagePage = (group: SignInGroup, title: string, text: string): string =>
  page(title, cssOf(group), `<main>\n  <h1>${escapeHtml(title)}</h1>\n  <p>${escapeHtml(text)}</p>\n</main>`);

/** A page's headers: HTML, never cached. */
export const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

/** Answers with a page. */
export const sendHtml = (
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) => void res.writeHead(status, { ...HTML_HEADERS, ...headers }).end(html);
