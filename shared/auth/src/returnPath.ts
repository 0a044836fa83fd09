/** Starts like a protocol-relative address ("//host", "/\\host"): another origin once a browser reads it. */
const leavesOrigin = (path: string) => path.startsWith('//') || path.startsWith('/\\');

/**
 * The post-login return path is accepted only as a same-origin relative path: "/payments?x=1" yes;
 * "https://evil.example", "//evil.example", "/\\evil.example", "javascript:..." no. The path is normalised
 * first (dot segments, also percent-encoded ones, resolved as the browser resolves them) and the result is
 * checked again: "/.//evil.com", "/%2e//evil.com" and "/..//evil.com" normalise to "//evil.com", which is
 * refused. The result is its own normal form (safeReturnPath(path) === path).
 */
export function safeReturnPath(
  candidate: unknown,
  origin: string = window.location.origin,
): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || leavesOrigin(candidate))
    return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(candidate)) return undefined;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (leavesOrigin(path) || new URL(path, origin).origin !== origin) return undefined;
    return path;
  } catch {
    return undefined;
  }
}

/** A return from the IdP is recognised by the code parameter, or its error response, with the state
 * oidc-client-ts keeps. */
export function isSigninCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}
