// The CloudFront deployment's edge function (./edge/cspNonce.cjs, Lambda@Edge): its files, with the settings it
// reads written from the same rules both servers apply (the security headers and policy of ./csp.cjs, the page's
// caching rule, the file addresses and the post-logout landing of ./delivery.cjs). `node scripts/edgeFunction.mjs`
// writes them to a folder to zip; docs/deploying.md shows the distribution around it.
const fs = require('node:fs');
const path = require('node:path');
const { CACHE_CONTROL, FILE_ADDRESS, SIGN_OUT_HEADERS, SIGN_OUT_PATH } = require('./delivery.cjs');
const { NONCE_PLACEHOLDER, securityHeaders } = require('./csp.cjs');

const EDGE_FUNCTION = path.join(__dirname, 'edge', 'cspNonce.cjs');

/**
 * What the edge function reads beside it: the shell's security headers with the nonce's placeholder in the policy
 * (the function puts a fresh nonce there and in the page), the page's file and Cache-Control, which addresses are files
 * (passed on to the bucket), and the post-logout landing's headers.
 * @param {{ config: object, https?: boolean }} o  config: the deployment's portal.config.json; https (true: a
 *   CloudFront distribution serves https) adds Strict-Transport-Security
 */
function edgeSettings({ config, https = true }) {
  return {
    placeholder: NONCE_PLACEHOLDER,
    headers: securityHeaders({ nonce: NONCE_PLACEHOLDER, config, https }),
    page: '/index.html',
    pageCacheControl: CACHE_CONTROL.page,
    fileAddress: FILE_ADDRESS.source,
    signOut: { path: SIGN_OUT_PATH, headers: SIGN_OUT_HEADERS },
  };
}

/** The function's files by name (zip them as they are; the handler is `cspNonce.handler`). */
const edgeFunctionFiles = (o) => ({
  'cspNonce.cjs': fs.readFileSync(EDGE_FUNCTION, 'utf8'),
  'cspNonce.settings.json': `${JSON.stringify(edgeSettings(o), null, 2)}\n`,
});

module.exports = { EDGE_FUNCTION, edgeFunctionFiles, edgeSettings };
