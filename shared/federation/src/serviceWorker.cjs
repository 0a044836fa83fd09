// The shell's service worker build (/sw.js at the root of the shell's dist, the rules in
// shell/src/serviceWorker/sw.ts): a webworker build of its own, run after the shell's production build, with the
// list of the shell's files to precache written into it. Development builds have none (`pnpm dev` registers none).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { moduleRules } = require('./moduleRules.cjs');

/** The worker's file, at the root of the shell's origin (its scope is the whole portal). */
const SERVICE_WORKER_FILE = 'sw.js';

/** Files of the shell's dist the precache leaves out: the page (revalidated by the worker, it holds a nonce), the
 * worker itself, compressed copies and licences, and the files of one provider only (a provider's own chunk,
 * logos and fonts: each provider's host needs its own, kept as they are used). */
const NOT_PRECACHED = [
  /^index\.html$/,
  new RegExp(`^${SERVICE_WORKER_FILE.replace('.', '\\.')}$`),
  /\.(gz|br|map)$/,
  /\.LICENSE\.txt$/,
  /(^|\/)provider-/,
  /^assets\//,
  // The mock API and mock sign-in: a local or test environment's only.
  /^(api-mock|mock-sign-in)\./,
];

/** The shell's files to precache, from its built dist: every file the pages of any provider load, each under the
 * address the page asks for (an entry script with the `?hash` the HTML page adds) or with a revision (its content's
 * hash) where its name does not change with its content. */
function precacheEntries(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [];
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path
      .relative(dist, path.join(entry.parentPath ?? entry.path, entry.name))
      .split(path.sep)
      .join('/');
    if (NOT_PRECACHED.some((pattern) => pattern.test(relative))) continue;
    const escaped = relative.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const asked = html.match(new RegExp(`=["']?(/${escaped}\\?[^"'\\s>]+)`));
    if (asked) entries.push({ url: asked[1], revision: null });
    else if (/\.[0-9a-f]{8}\.[A-Za-z0-9]+$/.test(relative))
      entries.push({ url: `/${relative}`, revision: null });
    else
      entries.push({
        url: `/${relative}`,
        revision: crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dist, relative)))
          .digest('hex')
          .slice(0, 16),
      });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * The service worker's webpack config for the shell at `dir` (run after the shell's own build, `dependencies`):
 * its precache list is read from the shell's dist as the worker is compiled.
 */
function serviceWorkerConfig({ dir, mode, dependsOn }) {
  const dist = path.join(dir, 'dist');
  return {
    name: 'service-worker',
    dependencies: [dependsOn],
    mode,
    target: 'webworker',
    context: dir,
    entry: { sw: './src/serviceWorker/sw.ts' },
    output: { path: dist, filename: SERVICE_WORKER_FILE, clean: false, publicPath: '/' },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: moduleRules() },
    devtool: false,
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __PORTAL_PRECACHE__: webpack.DefinePlugin.runtimeValue(
          () => JSON.stringify(precacheEntries(dist)),
          true,
        ),
      }),
    ],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The shell's webpack config with its service worker's after it in a production build (a dev build: the shell's
 * alone). `shell`: the shell's config function (shellApp). */
function withServiceWorker(dir, shell) {
  return (env, argv) => {
    const host = shell(env, argv);
    if (argv.mode === 'development') return host;
    const name = 'shell';
    return [{ ...host, name }, serviceWorkerConfig({ dir, mode: 'production', dependsOn: name })];
  };
}

module.exports = { SERVICE_WORKER_FILE, precacheEntries, serviceWorkerConfig, withServiceWorker };
