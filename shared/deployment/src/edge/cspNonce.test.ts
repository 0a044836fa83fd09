/** @jest-environment node */
// The edge function as a plain function: CloudFront's origin-request event in, its response out.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

/* eslint-disable @typescript-eslint/no-require-imports */
type Headers = Record<string, { key: string; value: string }[]>;
type EdgeResponse = { status: string; headers: Headers; body: string };
type Request = { uri: string; method: string; headers: Headers };
const { bucketOf, createHandler } = require('./cspNonce.cjs') as {
  bucketOf: (domainName: string) => { bucket: string; region?: string } | undefined;
  createHandler: (o: {
    settings: object;
    loadPage: (request: Request) => Promise<string>;
    loadFrame?: (slug: string) => Promise<string>;
    loadHeadings?: () => Promise<string>;
  }) => (event: object) => Promise<EdgeResponse | Request>;
};
const { edgeFunctionFiles, edgeSettings, viewerFunctionCode } = require('../edge.cjs') as {
  edgeSettings: (o: { config: object; https?: boolean; store?: string; storeRegion?: string }) => {
    frame: { slot: string; hostHeader: string; store?: object };
    headings: { store?: object };
  };
  edgeFunctionFiles: (o: { config: object }) => Record<string, string>;
  viewerFunctionCode: () => string;
};
const { withFrame: withBuildFrame } = require('@portal/federation/providerFrame') as {
  withFrame: (html: string, frames: object, headings?: object[]) => string;
};
const { contentSecurityPolicy } = require('../csp.cjs') as {
  contentSecurityPolicy: (o: { nonce: string; config: object }) => string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const config = {
  apiBaseUri: 'https://api.example.edu/',
  remoteOrigins: ['https://cdn.example.edu'],
  auth: { cognito: { authority: 'https://login.example.edu/pool' } },
};
/** The portal's page as the build writes it: its template, with the placeholder the server fills. */
const PAGE = readFileSync(path.resolve(__dirname, '../../../federation/src/index.html'), 'utf8');

/** CloudFront's origin-request event for `uri`; `viewerHost`: the host the viewer-request function passed on. */
const event = (uri: string, viewerHost?: string) => ({
  Records: [
    {
      cf: {
        config: { eventType: 'origin-request' },
        request: {
          uri,
          method: 'GET',
          querystring: '',
          headers: {
            host: [{ key: 'Host', value: 'portal-shell.s3.ap-southeast-2.amazonaws.com' }],
            ...(viewerHost ? { 'x-portal-host': [{ key: 'x-portal-host', value: viewerHost }] } : {}),
          },
          origin: { s3: { domainName: 'portal-shell.s3.ap-southeast-2.amazonaws.com', region: '' } },
        },
      },
    },
  ],
});
const handler = (loadPage = async () => PAGE) =>
  createHandler({ settings: edgeSettings({ config }), loadPage });
const header = (response: EdgeResponse, name: string) => response.headers[name.toLowerCase()]?.[0]?.value;
const page = async (uri: string) => (await handler()(event(uri))) as EdgeResponse;

it('responds to every route with the page and a fresh nonce, the same in its policy and its nonce attributes', async () => {
  const nonces = new Set<string>();
  for (const uri of ['/', '/case/support/general', '/enrol/course', '/index.html']) {
    const response = await page(uri);
    expect(response.status).toBe('200');
    const csp = header(response, 'Content-Security-Policy')!;
    const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // The policy csp.cjs computes for the deployment, with this response's nonce (as nginx sends it).
    expect(csp).toBe(contentSecurityPolicy({ nonce: nonce!, config }));
    expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(response.body).not.toContain('%CSP_NONCE%');
    expect(header(response, 'Content-Type')).toBe('text/html; charset=utf-8');
    expect(header(response, 'Cache-Control')).toBe('no-store');
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(4);
});

it("sends the shell's other security headers in CloudFront's shape, HSTS included", async () => {
  const response = await page('/profile');
  expect(response.headers['x-content-type-options']).toEqual([
    { key: 'X-Content-Type-Options', value: 'nosniff' },
  ]);
  expect(header(response, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(header(response, 'Permissions-Policy')).toBe(
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  );
  expect(header(response, 'Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  expect(header(response, 'Clear-Site-Data')).toBeUndefined();
});

it('the post-logout landing also clears the browser storage of the origin', async () => {
  expect(header(await page('/signout'), 'Clear-Site-Data')).toBe('"storage"');
});

it('passes a file address on to the bucket untouched', async () => {
  let read = 0;
  for (const uri of ['/main.js', '/905.deadbeef.js', '/remotes.json', '/assets/logo.12345678.svg']) {
    const request = event(uri).Records[0]!.cf.request;
    const response = await handler(async () => {
      read += 1;
      return PAGE;
    })({ Records: [{ cf: { request } }] });
    expect(response).toBe(request);
  }
  expect(read).toBe(0);
});

it('says the portal could not load when the page cannot be read, and nothing keeps that response', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const response = (await handler(async () => {
    throw new Error('AccessDenied');
  })(event('/profile'))) as EdgeResponse;
  expect(response.status).toBe('503');
  expect(response.body).toBe('The portal could not load. Try again in a moment.\n');
  expect(header(response, 'Cache-Control')).toBe('no-store');
  expect(errors).toHaveBeenCalledWith("The portal's page could not be read: AccessDenied");
  errors.mockRestore();
});

it("reads the page from the request's S3 origin: its bucket and region from the origin's domain", () => {
  expect(bucketOf('portal-shell.s3.ap-southeast-2.amazonaws.com')).toEqual({
    bucket: 'portal-shell',
    region: 'ap-southeast-2',
  });
  expect(bucketOf('portal-shell.s3.amazonaws.com')).toEqual({ bucket: 'portal-shell', region: undefined });
  expect(bucketOf('portal.example.edu')).toBeUndefined();
});

it('the files to deploy run on their own: the function and its settings, nothing of the repository', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edge-'));
  try {
    for (const [name, text] of Object.entries(edgeFunctionFiles({ config })))
      writeFileSync(path.join(dir, name), text);
    // In a plain Node process with the folder alone: its handler responds to a route with the page's headers.
    expect(Object.keys(edgeFunctionFiles({ config })).sort()).toEqual([
      'cspNonce.cjs',
      'cspNonce.settings.json',
      'headingsSlot.cjs',
      'hostProvider.cjs',
    ]);
    const script = `
      const { createHandler } = require('./cspNonce.cjs');
      const settings = require('./cspNonce.settings.json');
      createHandler({ settings, loadPage: async () => '<meta nonce="%CSP_NONCE%">' })(${JSON.stringify(event('/'))})
        .then((a) => console.log(JSON.stringify(a)));`;
    const response = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8', env: {} }),
    ) as EdgeResponse;
    const nonce = /'nonce-([^']+)'/.exec(header(response, 'Content-Security-Policy')!)![1];
    expect(response.body).toBe(`<meta nonce="${nonce}">`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("a published provider's frame (decision 0029)", () => {
  const FRAME =
    '<style nonce="%CSP_NONCE%">.pf-pub{}</style><div class="pf pf-pub"><span>© Waikato</span></div>';
  const settings = edgeSettings({ config, store: 's3://portal-remotes/prod' });
  /** The page as the build writes it: the frame's slot first in #root, then the build's frame. */
  const built = withBuildFrame(PAGE.replace('</head>', '<script src="/main.js"></script></head>'), {});
  const framed = (loadFrame: (slug: string) => Promise<string>) =>
    createHandler({ settings, loadPage: async () => built, loadFrame });

  it("puts the live frame of the provider the viewer's host names in the page's slot, with the page's nonce", async () => {
    const asked: string[] = [];
    const response = (await framed(async (slug) => {
      asked.push(slug);
      return FRAME;
    })(event('/profile', 'Waikato-Tech.portal.example'))) as EdgeResponse;
    const nonce = /'nonce-([^']+)'/.exec(header(response, 'Content-Security-Policy')!)![1];
    expect(asked).toEqual(['waikato-tech']);
    expect(response.body).toContain(
      `<div id="root"><style nonce="${nonce}">.pf-pub{}</style><div class="pf pf-pub"><span>© Waikato</span></div>`,
    );
    expect(response.body).not.toContain(settings.frame.slot);
    expect(response.body).not.toContain('%CSP_NONCE%');
  });

  it('leaves the slot empty, reading nothing, without the viewer host or for a host that names no provider', async () => {
    for (const viewerHost of [undefined, 'localhost', '127.0.0.1:3000', '../x.portal.example']) {
      const loadFrame = jest.fn(async () => FRAME);
      const response = (await framed(loadFrame)(event('/', viewerHost))) as EdgeResponse;
      expect(response.status).toBe('200');
      expect(loadFrame).not.toHaveBeenCalled();
      expect(response.body).toContain('<div id="root"><div class="pf"');
      expect(response.body).not.toContain(settings.frame.slot);
    }
  });

  it('serves the page without the frame when the frame cannot be read (main.js then paints the look)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = (await framed(async () => {
      throw new Error('socket hang up');
    })(event('/', 'waikato-tech.portal.example'))) as EdgeResponse;
    expect(response.status).toBe('200');
    expect(response.body).toContain('<div id="root"><div class="pf"');
    expect(errors).toHaveBeenCalledWith('The frame of waikato-tech could not be read: socket hang up');
    errors.mockRestore();
  });

  it("reads the frames where the release store keeps its served files; a store that is not S3's is refused", () => {
    expect(settings.frame).toEqual({
      slot: '<!--# include virtual="/providers/$portal_provider/frame.html" -->',
      hostHeader: 'x-portal-host',
      store: {
        bucket: 'portal-remotes',
        key: 'prod/releases/providers/{slug}/frame.html',
        region: 'us-east-1',
      },
    });
    expect(
      edgeSettings({ config, store: 's3://portal-remotes', storeRegion: 'ap-southeast-2' }).frame.store,
    ).toEqual({
      bucket: 'portal-remotes',
      key: 'releases/providers/{slug}/frame.html',
      region: 'ap-southeast-2',
    });
    expect(edgeSettings({ config }).frame.store).toBeUndefined();
    expect(() => edgeSettings({ config, store: '/srv/store' })).toThrow(
      '/srv/store is not a store in S3 (s3://<bucket>/<prefix>)',
    );
  });

  it("the viewer-request function passes the viewer's host on, over any x-portal-host the viewer sent", async () => {
    const { handler: viewerRequest } = vm.runInNewContext(`${viewerFunctionCode()}; ({ handler })`) as {
      handler: (e: object) => { headers: Partial<Record<string, { value: string }>> };
    };
    const request = viewerRequest({
      request: {
        uri: '/',
        headers: {
          host: { value: 'waikato-tech.portal.example' },
          'x-portal-host': { value: 'soe.portal.example' },
        },
      },
    });
    expect(request.headers['x-portal-host']).toEqual({ value: 'waikato-tech.portal.example' });
    // What it passes on is what the edge function reads.
    const loadFrame = jest.fn(async () => FRAME);
    await framed(loadFrame)(event('/', request.headers['x-portal-host']!.value));
    expect(loadFrame).toHaveBeenCalledWith('waikato-tech');
  });
});

describe('the live page headings (decision 0028)', () => {
  const settings = edgeSettings({ config, store: 's3://portal-remotes/prod' });
  const built = withBuildFrame(PAGE.replace('</head>', '<script src="/main.js"></script></head>'), {}, [
    { path: '/support', text: 'Support', width: '4xl' },
  ]);
  const page = async (loadHeadings: () => Promise<string>) =>
    (
      (await createHandler({ settings, loadPage: async () => built, loadHeadings })(
        event('/support'),
      )) as EdgeResponse
    ).body;

  it("puts the store's live headings in place of the build's, with the page's nonce", async () => {
    const body = await page(
      async () => '<style nonce="%CSP_NONCE%">r</style><h1 class="pf-h" data-r="/support">Help</h1>',
    );
    expect(body).toMatch(
      /<div class="pf-main"><style nonce="[^%"]+">r<\/style><h1 class="pf-h" data-r="\/support">Help<\/h1><\/div>/,
    );
    expect(body).not.toContain('<!--#');
    expect(settings.headings.store).toEqual({
      bucket: 'portal-remotes',
      key: 'prod/releases/page-headings.html',
      region: 'us-east-1',
    });
  });

  it("keeps the build's headings when the store has none or they cannot be read", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const load of [async () => '', () => Promise.reject(new Error('timed out'))]) {
      const body = await page(load);
      expect(body).toContain('<div class="pf-main"><h1 class="pf-h" data-r="/support">Support</h1></div>');
      expect(body).not.toContain('<!--#');
    }
    expect(errors).toHaveBeenCalledWith('The page headings could not be read: timed out');
    errors.mockRestore();
  });
});
