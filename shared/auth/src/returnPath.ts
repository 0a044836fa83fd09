/**
 * The post-login return path is accepted only as a same-origin relative path: "/payments?x=1" yes;
 * "https://evil.example", "//evil.example", "/\\evil.example", "javascript:..." no.
 */
export function safeReturnPath(
  candidate: unknown,
  origin: string = window.location.origin,
): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return undefined;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(candidate)) return undefined;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** A return from the IdP is recognised by the code parameter (with the state oidc-client-ts keeps). */
export function isSigninCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') && params.has('state');
}
