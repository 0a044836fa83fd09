// How a build cuts its chunks: webpack's defaults, and the host's cache groups for fewer files in a signed-in
// page's wave of requests.

/** Packages no vendor chunk of their own is made for: the sign-in's oidc-client-ts (and jwt-decode) and the
 * federation runtime stay in the one lazy chunk that uses them, since a second file would only be a second request
 * beside the first, every time; dayjs, which the federation runtime and the forms both use, goes with the other
 * modules those chunks share (webpack's default group). The error reporter's SDK (@sentry/*, web-vitals) stays in
 * the reporter's chunk: one file, loaded only where a collector is configured. */
const KEPT_IN_THEIR_CHUNK =
  /[\\/]node_modules[\\/](oidc-client-ts|jwt-decode|@module-federation|dayjs|@sentry|web-vitals)[\\/]/;

/** The host's chunking beside webpack's defaults, for fewer files in the wave of requests a signed-in page starts
 * (HTTP/1.1 gives a host six connections; a seventh request waits for one):
 * - vendor chunks as webpack's defaults make them (a package of 20 KB or more used by a lazy chunk), except the
 *   packages of KEPT_IN_THEIR_CHUNK;
 * - swr in one chunk (its config, its core, dequal, use-sync-external-store), not two: the signed-in parts, the
 *   menus and the federation runtime use it, and a page that loads one of them loads it whole;
 * - the API's call table (one module) in a chunk of its own where two of the host's lazy chunks use it (the
 *   "signed-in" parts and menus, mock-user mode): under webpack's 20 KB minimum it would be copied into each.
 * The bench's single bundle takes the same. */
const HOST_SPLIT_CHUNKS = {
  cacheGroups: {
    defaultVendors: {
      test: (module) =>
        /[\\/]node_modules[\\/]/.test(module.resource ?? '') &&
        !KEPT_IN_THEIR_CHUNK.test(module.resource ?? ''),
      priority: -10,
      reuseExistingChunk: true,
    },
    swr: {
      test: /[\\/]node_modules[\\/](swr|dequal|use-sync-external-store)[\\/]/,
      name: 'swr',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
    apiContract: {
      test: /[\\/]shared[\\/]api-contract[\\/]/,
      chunks: 'async',
      minChunks: 2,
      minSize: 0,
      priority: 10,
    },
  },
};

/** Deterministic module and chunk ids (a file's name changes only with its content); the host's production build
 * also takes HOST_SPLIT_CHUNKS. */
const optimization = ({ host = false, dev = false } = {}) => ({
  moduleIds: 'deterministic',
  chunkIds: 'deterministic',
  ...(host && !dev ? { splitChunks: HOST_SPLIT_CHUNKS } : {}),
});

module.exports = { HOST_SPLIT_CHUNKS, optimization };
