/** @jest-environment node */
// A remote's container takes the bundler runtime from the shell (./bundlerRuntime.cjs): built with the installed
// @module-federation/enhanced, its entry has no runtime of its own, and a library that generates its entry
// otherwise fails the build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS plugins
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack') as {
  ModuleFederationPlugin: new (o: object) => webpack.WebpackPluginInstance;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the seam under test (CommonJS)
const { BUNDLER_RUNTIME_GLOBAL, ShellBundlerRuntimePlugin } = require('./bundlerRuntime.cjs') as {
  BUNDLER_RUNTIME_GLOBAL: string;
  ShellBundlerRuntimePlugin: new (o?: { entry?: string }) => webpack.WebpackPluginInstance;
};

jest.setTimeout(120_000);

/** Builds a one-page container as a remote's production build does, with the seam; its entry and errors. */
async function buildContainer(seam: webpack.WebpackPluginInstance) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-runtime-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'probe', version: '1.0.0' }));
  fs.writeFileSync(path.join(dir, 'page.js'), 'export default "a page";\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'probe' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'probe',
        filename: 'remoteEntry.js',
        exposes: { './Page': './page.js' },
        remotes: {},
        shared: {},
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
      seam,
    ],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const entryFile = path.join(dir, 'dist', 'remoteEntry.js');
  const entry = fs.existsSync(entryFile) ? fs.readFileSync(entryFile, 'utf8') : '';
  fs.rmSync(dir, { recursive: true, force: true });
  return { entry, errors: stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? [] };
}

it("takes the container's bundler runtime from the shell's global: no runtime of its own", async () => {
  const { entry, errors } = await buildContainer(new ShellBundlerRuntimePlugin());
  expect(errors).toEqual([]);
  expect(entry).toContain(BUNDLER_RUNTIME_GLOBAL);
  // The runtime's own code (its share scopes, its hooks) is not in the entry: a container is a few KB.
  expect(entry).not.toContain('registerRemotes');
  expect(entry.length).toBeLessThan(8_000);
});

it('fails the build when the library no longer imports the bundler runtime from where the seam takes it', async () => {
  const { errors } = await buildContainer(new ShellBundlerRuntimePlugin({ entry: '/moved/bundler.js' }));
  expect(errors).toEqual([
    expect.stringContaining('The container did not import the bundler runtime from /moved/bundler.js'),
  ]);
});

it('is the global the shell sets before it loads a remote', () => {
  const runtime = fs.readFileSync(path.join(__dirname, '../../../shell/src/federation/runtime.ts'), 'utf8');
  expect(runtime).toContain(`const BUNDLER_RUNTIME_GLOBAL = '${BUNDLER_RUNTIME_GLOBAL}';`);
});
