/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contentSecurityPolicy, newNonce, securityHeaders, withNonce } = require('./csp.cjs') as {
  contentSecurityPolicy: (o: { nonce: string; config: object }) => string;
  newNonce: () => string;
  securityHeaders: (o: { nonce: string; config: object; https?: boolean }) => Record<string, string>;
  withNonce: (html: string, nonce: string) => string;
};

const config = {
  apiBaseUri: 'https://api.example.edu/v2/',
  remoteOrigins: ['https://cdn.example.edu/ignored/path', 'javascript:alert(1)', 'not a url'],
  auth: {
    cognito: { authority: 'https://login.example.edu/pool' },
    aad: { authority: 'https://aad.example/t' },
  },
};

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

it('scripts from the portal and its allowed remote origins only; no inline code, no eval', () => {
  const d = directives(contentSecurityPolicy({ nonce: 'n0nce', config }));
  expect(d['script-src']).toEqual(["'self'", 'https://cdn.example.edu']);
  expect(d['style-src']).toEqual(["'self'", "'nonce-n0nce'"]);
  // The service worker: the portal's own script only, never one of a remote origin.
  expect(d['worker-src']).toEqual(["'self'"]);
  expect(d['connect-src']).toEqual([
    "'self'",
    'https://api.example.edu',
    'https://login.example.edu',
    'https://aad.example',
    'https://cdn.example.edu',
  ]);
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['base-uri']).toEqual(["'self'"]);
  expect(Object.values(d).flat().join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
});

it("Trusted Types: required for scripts, and only the portal's named policies, each once", () => {
  const d = directives(contentSecurityPolicy({ nonce: 'n', config }));
  expect(d['require-trusted-types-for']).toEqual(["'script'"]);
  // Each build's webpack chunk loader (the shell and every remote in apps.json, timetable among them: the remote a
  // team builds outside the workspace), the shell's remote entries, the maps service's script and the service worker.
  expect(d['trusted-types']).toEqual([
    'webpack#shell',
    'webpack#profile',
    'webpack#academic',
    'webpack#payments',
    'webpack#support',
    'webpack#enrolment',
    'webpack#timetable',
    'portal#remote-script',
    'portal#maps-script',
    'portal#service-worker',
  ]);
  expect(d['trusted-types']).not.toContain("'allow-duplicates'");
  expect(d['trusted-types']).not.toContain('*');
});

it('the headers beside it, and a fresh nonce in the page each time', () => {
  const headers = securityHeaders({ nonce: newNonce(), config: {} });
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(newNonce()).not.toBe(newNonce());
  expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(withNonce('<meta property="csp-nonce" nonce="%CSP_NONCE%">', 'abc')).toBe(
    '<meta property="csp-nonce" nonce="abc">',
  );
});

it('turns off the browser features the portal never uses; HSTS only where the public origin is https', () => {
  const http = securityHeaders({ nonce: 'n', config: {} });
  expect(http['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  // Over http a browser ignores it: never sent there.
  expect(http['Strict-Transport-Security']).toBeUndefined();
  const https = securityHeaders({ nonce: 'n', config: {}, https: true });
  expect(https['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  expect(https['Permissions-Policy']).toBe(http['Permissions-Policy']);
});

it("lets the portal call each provider's own authority and a user pool's sign-in domain", () => {
  const d = directives(
    contentSecurityPolicy({
      nonce: 'n',
      config: {
        auth: {
          cognito: {
            authority: 'https://cognito-idp.ap-southeast-2.amazonaws.com/pool',
            signInOrigin: 'https://portal.auth.ap-southeast-2.amazoncognito.com/',
          },
          aad: { authority: 'https://login.microsoftonline.com/t/v2.0' },
        },
        providerAuth: {
          soe: {
            authority: 'https://cognito-idp.us-west-2.amazonaws.com/soe-pool',
            signInOrigin: 'https://soe.auth.us-west-2.amazoncognito.com',
          },
          nzma: { clientId: 'x' },
        },
      },
    }),
  );
  const signIn = [
    'https://cognito-idp.ap-southeast-2.amazonaws.com',
    'https://portal.auth.ap-southeast-2.amazoncognito.com',
    'https://login.microsoftonline.com',
    'https://cognito-idp.us-west-2.amazonaws.com',
    'https://soe.auth.us-west-2.amazoncognito.com',
  ];
  expect(d['connect-src']).toEqual(["'self'", ...signIn]);
  expect(d['frame-src']).toEqual(["'self'", ...signIn]);
  expect(d['form-action']).toEqual(["'self'", ...signIn]);
});

it("lets the portal call the service of a user pool on Cognito's updated issuer", () => {
  const d = directives(
    contentSecurityPolicy({
      nonce: 'n',
      config: {
        ...config,
        auth: {
          ...config.auth,
          cognito: {
            authority: 'https://issuer-cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Pool',
          },
        },
      },
    }),
  );
  expect(d['connect-src']).toContain('https://issuer-cognito-idp.ap-southeast-2.amazonaws.com');
  // The password change (ChangePassword) goes to the region's service, which only the requests need.
  expect(d['connect-src']).toContain('https://cognito-idp.ap-southeast-2.amazonaws.com');
  expect(d['form-action']).not.toContain('https://cognito-idp.ap-southeast-2.amazonaws.com');
});

it("requests may go to the error and speed collector the configuration names (its origin, never its key's)", () => {
  const d = directives(
    contentSecurityPolicy({
      nonce: 'n',
      config: { ...config, healthDsn: 'https://k3y@errors.example.edu/7' },
    }),
  );
  expect(d['connect-src']).toContain('https://errors.example.edu');
  expect(d['connect-src'].join(' ')).not.toContain('k3y');
  expect(directives(contentSecurityPolicy({ nonce: 'n', config }))['connect-src']).not.toContain(
    'https://errors.example.edu',
  );
});
