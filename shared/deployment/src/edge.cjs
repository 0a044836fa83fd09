// The CloudFront deployment's edge function (./edge/cspNonce.cjs, Lambda@Edge): its files, with the settings it
// reads written from the same rules both servers apply (the security headers and policy of ./csp.cjs, the page's
// caching rule, the file addresses and the post-logout landing of ./delivery.cjs). `node scripts/edgeFunction.mjs`
// writes them to a folder to zip; docs/deploying.md shows the distribution around it.
const fs = require('node:fs');
const path = require('node:path');
const { CACHE_CONTROL, FILE_ADDRESS, SIGN_OUT_HEADERS, SIGN_OUT_PATH } = require('./delivery.cjs');
const { NONCE_PLACEHOLDER, securityHeaders } = require('./csp.cjs');
const {
  HEADINGS_SLOTS,
  LIVE_HEADINGS_KEY,
  PUBLISHED_FRAME_SLOT,
  publishedFrameKey,
} = require('./publishedFrame.cjs');
const { createHandler, s3FrameLoader } = require('./edge/cspNonce.cjs');

const EDGE_FUNCTION = path.join(__dirname, 'edge', 'cspNonce.cjs');
/** The shell distribution's viewer-request function (CloudFront Functions): the viewer's host for the edge
 * function, in VIEWER_HOST_HEADER. */
const VIEWER_FUNCTION = path.join(__dirname, 'edge', 'viewerHost.js');
/** The request header that carries the viewer's host to the edge function (./edge/viewerHost.js sets it; the
 * behaviour's origin request policy must name it). */
const VIEWER_HOST_HEADER = 'x-portal-host';

/** Where a published provider's live frame is in a release store's bucket (`s3://<bucket>/<prefix>`): the store
 * keeps the files it serves under `<prefix>/releases/` (shared/release/src/s3Store.ts), `{slug}` for the provider. */
function frameStore(store, region, key = publishedFrameKey('{slug}')) {
  const match = /^s3:\/\/([^/]+)\/?(.*?)\/?$/.exec(store);
  if (!match) throw new Error(`${store} is not a store in S3 (s3://<bucket>/<prefix>)`);
  const prefix = match[2] ? `${match[2]}/` : '';
  return { bucket: match[1], key: `${prefix}releases/${key}`, region };
}

/**
 * What the edge function reads beside it: the shell's security headers with the nonce's placeholder in the policy
 * (the function puts a fresh nonce there and in the page), the page's file and Cache-Control, which addresses are files
 * (passed on to the bucket), and the post-logout landing's headers.
 * @param {{ config: object, https?: boolean, store?: string, storeRegion?: string }} o  config: the deployment's
 *   portal.config.json; https (true: a CloudFront distribution serves https) adds Strict-Transport-Security;
 *   store: the release store the providers are published into (`s3://<bucket>/<prefix>`, in storeRegion,
 *   us-east-1 by default), whose live frames the page of each provider's host holds (none: no frame), and whose
 *   live page headings every page holds (none: the build's)
 */
function edgeSettings({ config, https = true, store, storeRegion = 'us-east-1' }) {
  return {
    placeholder: NONCE_PLACEHOLDER,
    headers: securityHeaders({ nonce: NONCE_PLACEHOLDER, config, https }),
    page: '/index.html',
    pageCacheControl: CACHE_CONTROL.page,
    fileAddress: FILE_ADDRESS.source,
    signOut: { path: SIGN_OUT_PATH, headers: SIGN_OUT_HEADERS },
    frame: {
      slot: PUBLISHED_FRAME_SLOT,
      hostHeader: VIEWER_HOST_HEADER,
      ...(store ? { store: frameStore(store, storeRegion) } : {}),
    },
    headings: {
      slots: HEADINGS_SLOTS,
      ...(store ? { store: frameStore(store, storeRegion, LIVE_HEADINGS_KEY) } : {}),
    },
  };
}

/** The function's files by name (zip them as they are; the handler is `cspNonce.handler`). */
const edgeFunctionFiles = (o) => ({
  'cspNonce.cjs': fs.readFileSync(EDGE_FUNCTION, 'utf8'),
  'hostProvider.cjs': fs.readFileSync(path.join(__dirname, 'edge', 'hostProvider.cjs'), 'utf8'),
  'headingsSlot.cjs': fs.readFileSync(path.join(__dirname, 'edge', 'headingsSlot.cjs'), 'utf8'),
  'cspNonce.settings.json': `${JSON.stringify(edgeSettings(o), null, 2)}\n`,
});

/** The viewer-request function's code (CloudFront Functions, JavaScript runtime 2.0). */
const viewerFunctionCode = () => fs.readFileSync(VIEWER_FUNCTION, 'utf8');

module.exports = {
  EDGE_FUNCTION,
  VIEWER_HOST_HEADER,
  edgeFunctionFiles,
  edgeHandler: createHandler,
  edgeSettings,
  s3FrameLoader,
  viewerFunctionCode,
};
