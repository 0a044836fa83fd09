// @portal/deployment: how the portal's built files are served. The security headers and Content-Security-Policy
// (./csp.cjs), the caching rules, file addresses and remote headers (./delivery.cjs), the nginx configuration
// and CloudFront edge function written from them (./nginx.cjs, ./edge.cjs), and a published provider's frame in its
// host's page (./publishedFrame.cjs). scripts/serve.mjs applies them per
// request; scripts/nginx.mjs writes nginx's; scripts/edgeFunction.mjs the edge function's files.
module.exports = {
  ...require('./csp.cjs'),
  ...require('./delivery.cjs'),
  ...require('./nginx.cjs'),
  ...require('./edge.cjs'),
  ...require('./publishedFrame.cjs'),
};
