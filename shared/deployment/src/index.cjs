// @portal/deployment: how the portal's built files are served. The security headers and Content-Security-Policy
// (./csp.cjs), the caching rules, file addresses and remote headers (./delivery.cjs), and the nginx configuration
// written from them (./nginx.cjs). scripts/serve.mjs applies them per request; scripts/nginx.mjs writes nginx's.
module.exports = { ...require('./csp.cjs'), ...require('./delivery.cjs'), ...require('./nginx.cjs') };
