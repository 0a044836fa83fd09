// The shell's page with a fresh Content-Security-Policy nonce per request, at a CloudFront edge: a Lambda@Edge
// function (Node.js 20, origin request) on the behaviour of the portal's routes, in front of the S3 bucket
// that holds the shell's build. It does what the nginx configuration does (./nginx.cjs): a fresh random nonce
// for every response, in the policy's 'nonce-…' and in place of every %CSP_NONCE% of index.html; the page is
// never stored. Any other file address (anything with an extension) goes on to the bucket untouched.
// (A CloudFront Function cannot do it: it has no secure random source and cannot write a response body that
// large.) On a published provider's host the page also holds that provider's live frame, read from the store's
// bucket (decision 0029), in place of the page's slot; the host comes in x-portal-host (./viewerHost.js). Every
// page holds the store's live page headings in place of the build's (./headingsSlot.cjs), read from the same bucket.
// Standalone on purpose, nothing but Node's own modules and the files beside it (./hostProvider.cjs,
// ./headingsSlot.cjs, and
// cspNonce.settings.json, written at deploy time from portal.config.json by ../edge.cjs): Lambda@Edge has no
// environment variables. docs/deploying.md shows the distribution around it.
const crypto = require('node:crypto');
const { withLiveHeadings } = require('./headingsSlot.cjs');
const { hostProvider } = require('./hostProvider.cjs');

/** How long a copy of index.html read from the bucket serves (a shell release shows within this time). */
const PAGE_MAX_AGE_MS = 60_000;
/** How long reading index.html from the bucket may take. */
const PAGE_TIMEOUT_MS = 3_000;
/** How long a published provider's frame (or the live page headings) read from the store's bucket serves (a
 * publish shows within this time), and how long reading it may take (past it the page goes without the frame,
 * which main.js then paints, or with the build's headings). */
const FRAME_MAX_AGE_MS = 60_000;
const FRAME_TIMEOUT_MS = 1_000;

/** A fresh nonce: 128 random bits, base64 (as the Node server's). */
const newNonce = () => crypto.randomBytes(16).toString('base64');

/** Headers in CloudFront's shape: lower-case name -> [{ key, value }]. */
const cloudFrontHeaders = (headers) =>
  Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), [{ key, value }]]));

/** `text` with the nonce in place of every placeholder. */
const withNonce = (text, placeholder, nonce) => text.split(placeholder).join(nonce);

/**
 * The origin-request handler.
 * @param {object} o
 * @param {{ placeholder: string, headers: Record<string, string>, page: string, pageCacheControl: string,
 *   fileAddress: string, signOut: { path: string, headers: Record<string, string> } }} o.settings
 *   what ../edge.cjs writes: the security headers (the policy with the placeholder for its nonce), the page's
 *   file and caching rule, which addresses are files, and the post-logout landing's extra headers
 * @param {{ slot: string, hostHeader: string } | undefined} o.settings.frame  the page's slot for a published
 *   provider's frame and the request header that names the viewer's host; none: the slot is left empty
 * @param {(request: object) => Promise<string>} o.loadPage  the shell's index.html, with its placeholders
 * @param {{ slots: Record<string, { block: string, include: string }> } | undefined} o.settings.headings  the
 *   page's headings slots; none: the page keeps the build's headings
 * @param {(slug: string) => Promise<string>} [o.loadFrame]  the live frame of the provider `slug` ('' for none)
 * @param {() => Promise<string>} [o.loadHeadings]  the live page headings ('' for none: the build's stay)
 */
function createHandler({ settings, loadPage, loadFrame, loadHeadings }) {
  const fileAddress = new RegExp(settings.fileAddress);
  return async (event) => {
    const { request } = event.Records[0].cf;
    if (request.uri !== settings.page && fileAddress.test(request.uri)) return request;
    const frame = frameFor(request, settings.frame, loadFrame);
    const headings = headingsFor(settings.headings, loadHeadings);
    let html;
    try {
      html = await loadPage(request);
    } catch (error) {
      console.error(`The portal's page could not be read: ${error.message}`);
      return {
        status: '503',
        statusDescription: 'Service Unavailable',
        headers: cloudFrontHeaders({
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': settings.pageCacheControl,
          'Retry-After': '5',
        }),
        body: 'The portal could not load. Try again in a moment.\n',
      };
    }
    const nonce = newNonce();
    const headers = Object.fromEntries(
      Object.entries(settings.headers).map(([name, value]) => [
        name,
        withNonce(value, settings.placeholder, nonce),
      ]),
    );
    return {
      status: '200',
      statusDescription: 'OK',
      headers: cloudFrontHeaders({
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': settings.pageCacheControl,
        ...(request.uri === settings.signOut.path ? settings.signOut.headers : {}),
      }),
      body: withNonce(
        withHeadings(withFrame(html, settings.frame, await frame), settings.headings, await headings),
        settings.placeholder,
        nonce,
      ),
    };
  };
}

/** The live frame of the provider the request's host names ('' for none, or when it cannot be read in time: the
 * page then goes without it, and main.js paints the provider's look). */
async function frameFor(request, frame, loadFrame) {
  const slug = frame && loadFrame && hostProvider(request.headers[frame.hostHeader]?.[0]?.value);
  if (!slug) return '';
  try {
    return await loadFrame(slug);
  } catch (error) {
    console.error(`The frame of ${slug} could not be read: ${error.message}`);
    return '';
  }
}

/** The page with `text` in place of the frame's slot. */
const withFrame = (html, frame, text) => (frame ? html.split(frame.slot).join(text) : html);

/** The live page headings ('' when the store has none or they cannot be read in time: the build's stay). */
async function headingsFor(slot, loadHeadings) {
  if (!slot || !loadHeadings) return '';
  try {
    return await loadHeadings();
  } catch (error) {
    console.error(`The page headings could not be read: ${error.message}`);
    return '';
  }
}

/** The page with `live` (else the build's headings) in each headings slot; no slot settings: as it is. */
const withHeadings = (html, headings, live) =>
  headings ? withLiveHeadings(html, headings.slots, live) : html;

/** The bucket and region of an S3 origin's domain, `<bucket>.s3.<region>.amazonaws.com` (or `<bucket>.s3.
 * amazonaws.com`), or undefined. */
function bucketOf(domainName) {
  const match = /^(.+?)\.s3(?:[.-]([a-z0-9-]+))?\.amazonaws\.com$/.exec(domainName);
  return match ? { bucket: match[1], region: match[2] } : undefined;
}

/** The page (`key`: index.html) from the S3 origin of the request, with the AWS SDK of the Lambda runtime and the
 * function's role (s3:GetObject on the bucket); a copy serves for PAGE_MAX_AGE_MS. */
function s3PageLoader({ key }) {
  let copy;
  return async (request) => {
    if (copy && Date.now() - copy.at < PAGE_MAX_AGE_MS) return copy.html;
    // Provided by the Lambda runtime (Node.js 18 and later); not a dependency of the portal.
    const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');
    const { domainName, region } = request.origin.s3;
    const origin = bucketOf(domainName);
    if (!origin) throw new Error(`${domainName} is not an S3 bucket's domain`);
    const client = new S3Client({ region: region || origin.region || 'us-east-1' });
    const object = await client.send(new GetObjectCommand({ Bucket: origin.bucket, Key: key }), {
      abortSignal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
    });
    copy = { html: await object.Body.transformToString(), at: Date.now() };
    return copy.html;
  };
}

/**
 * Each published provider's live frame from the store's bucket (`key`, with `{slug}` for the provider), with the
 * function's role (s3:GetObject on those keys); a copy, or the lack of one, serves for FRAME_MAX_AGE_MS.
 * @param {{ bucket: string, key: string, region: string }} o
 * @param {{ S3Client: Function, GetObjectCommand: Function }} [sdk]  the AWS SDK's S3 client (the Lambda runtime's)
 * @param {object} [clientOptions]  more options for the S3 client (a test's endpoint and keys)
 */
function s3FrameLoader({ bucket, key, region }, sdk, clientOptions = {}) {
  const copies = new Map();
  let client;
  return async (slug) => {
    const copy = copies.get(slug);
    if (copy && Date.now() - copy.at < FRAME_MAX_AGE_MS) return copy.html;
    // Provided by the Lambda runtime (Node.js 18 and later); not a dependency of the portal.
    const { S3Client, GetObjectCommand } = sdk ?? require('@aws-sdk/client-s3');
    client ??= new S3Client({ region, followRegionRedirects: true, ...clientOptions });
    let html = '';
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key.replace('{slug}', slug) }),
        {
          abortSignal: AbortSignal.timeout(FRAME_TIMEOUT_MS),
        },
      );
      html = await object.Body.transformToString();
    } catch (error) {
      // No frame (the role may not list the bucket: a missing key is then a 403).
      if (!['NoSuchKey', 'AccessDenied'].includes(error.name)) throw error;
    }
    copies.set(slug, { html, at: Date.now() });
    return html;
  };
}

/** The deployed function's handler from its settings file. */
const deployedHandler = (settings) =>
  createHandler({
    settings,
    loadPage: s3PageLoader({ key: settings.page.replace(/^\//, '') }),
    loadFrame: settings.frame?.store ? s3FrameLoader(settings.frame.store) : undefined,
    loadHeadings: settings.headings?.store ? liveHeadingsLoader(settings.headings.store) : undefined,
  });

/** The live page headings from the store's bucket (`store.key`), a copy kept as a frame's (s3FrameLoader). */
function liveHeadingsLoader(store, sdk, clientOptions) {
  const load = s3FrameLoader(store, sdk, clientOptions);
  return () => load('');
}

/** The deployed function's entry (`cspNonce.handler`): its settings beside it, read on its first request. */
let deployed;
const handler = (event) => (deployed ??= deployedHandler(require('./cspNonce.settings.json')))(event);

module.exports = {
  bucketOf,
  cloudFrontHeaders,
  createHandler,
  handler,
  liveHeadingsLoader,
  newNonce,
  s3FrameLoader,
  s3PageLoader,
};
