// The provider a host names, as every server reads it for a published provider's frame (../publishedFrame.cjs):
// the Node server, nginx's `map $host` (../nginx.cjs) and the edge function (./cspNonce.cjs), which carries this
// file beside it. Standalone: nothing but plain JavaScript.

/** The provider a host names: its first label, lower-cased, when the host has two labels or more and that label is
 * a slug (as the head script reads it, shell/src/head/publishedProvider.ts); else undefined. */
function hostProvider(host) {
  const labels = String(host ?? '')
    .replace(/:\d+$/, '')
    .toLowerCase()
    .split('.');
  return labels.length >= 2 && /^[a-z][a-z0-9-]*$/.test(labels[0]) ? labels[0] : undefined;
}

module.exports = { hostProvider };
