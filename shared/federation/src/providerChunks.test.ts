/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SubresourceIntegrityPlugin } from 'webpack-subresource-integrity';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS plugins
const { CompileHintPlugin, HINT } = require('./compileHints.cjs') as {
  CompileHintPlugin: new () => webpack.WebpackPluginInstance;
  HINT: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helper
const { sriOf } = require('./integrity.cjs') as { sriOf: (content: Buffer) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin under test (CommonJS)
const { ProviderChunksPlugin, PROVIDER_CHUNKS_META } = require('./providerChunks.cjs') as {
  ProviderChunksPlugin: new (options?: {
    html?: string;
    integrity?: boolean;
    renderSheets?: () => Promise<Record<string, string>>;
  }) => webpack.WebpackPluginInstance;
  PROVIDER_CHUNKS_META: string;
};

const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Portal</title><script src="/head.js"></script></head><body></body></html>';

/** A page that emits its HTML itself (as html-webpack-plugin does, before the plugin's stage). */
class EmitPage {
  constructor(private readonly html: string) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EmitPage', (compilation) =>
      compilation.hooks.processAssets.tap(
        { name: 'EmitPage', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('index.html', new webpack.sources.RawSource(this.html)),
      ),
    );
  }
}

/** The global style sheet of one of the two providers (the build renders them from the providers' documents). */
const SHEETS = {
  soe: '@layer reset,base,tokens,recipes;@layer tokens{:where(:root,:host){--chakra-x:1px;}}',
};

/** A production build like the shell's: two providers' chunks (and another lazy chunk), the compile hint, the
 * integrity hashes, content-hashed names, the page, a provider's global sheet. */
async function build(
  dir: string,
  { page = PAGE, integrity = true, renderSheets = async () => SHEETS } = {},
): Promise<webpack.Stats> {
  writeFileSync(
    path.join(dir, 'index.js'),
    [
      'import(/* webpackChunkName: "provider-soe" */ \'./soe.js\');',
      'import(/* webpackChunkName: "provider-up-online" */ \'./upOnline.js\');',
      "import('./other.js');",
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'soe.js'), "export const name = 'School of Education';\n");
  writeFileSync(path.join(dir, 'upOnline.js'), "export const name = 'UP Online';\n");
  writeFileSync(path.join(dir, 'other.js'), "export const other = 'not a provider';\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: '/',
      crossOriginLoading: 'anonymous',
    },
    plugins: [
      new EmitPage(page),
      new CompileHintPlugin(),
      new SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }),
      new ProviderChunksPlugin({ integrity, renderSheets }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error ? reject(error) : resolve(stats!))),
  );
}

/** The map the page's meta holds, and the page. */
function meta(dir: string) {
  const html = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
  const content = new RegExp(`<meta name="${PROVIDER_CHUNKS_META}" content='([^']*)'>`).exec(html)?.[1];
  return {
    html,
    map: JSON.parse(content!.replace(/&#39;/g, "'").replace(/&amp;/g, '&')) as Record<
      string,
      [string, string, string?]
    >,
  };
}

describe('ProviderChunksPlugin', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'provider-chunks-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  describe('a production build', () => {
    let dir: string;
    beforeAll(async () => {
      dir = tempDir();
      expect((await build(dir)).hasErrors()).toBe(false);
    }, 60_000);

    it("names each provider's chunk by its final file and the integrity hash of that file as served, and no other chunk", () => {
      const { map } = meta(dir);
      expect(Object.keys(map).sort()).toEqual(['soe', 'up-online']);
      for (const [slug, [file, integrity]] of Object.entries(map)) {
        expect(file).toMatch(new RegExp(`^/provider-${slug}\\.[0-9a-f]{8}\\.js$`));
        const served = readFileSync(path.join(dir, 'dist', file.slice(1)));
        // The file as written, compile hint included: what the browser checks the preload against.
        expect(served.toString().startsWith(HINT)).toBe(true);
        expect(integrity).toBe(sriOf(served));
        // The chunk loader asks for the same hash (main.js holds it), so it takes the preloaded response.
        expect(readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8')).toContain(integrity);
      }
    });

    it("writes a provider's global sheet under its content's hash, and names it third in its entry", () => {
      const { map } = meta(dir);
      expect(map['soe']![2]).toMatch(/^\/provider-soe\.[0-9a-f]{8}\.css$/);
      const sheet = readFileSync(path.join(dir, 'dist', map['soe']![2]!.slice(1)), 'utf8');
      // As rendered: no minifier rewrites it.
      expect(sheet).toBe(SHEETS.soe);
      expect(map['up-online']).toHaveLength(2);
    });

    it('puts the map before the first script of the head (the head script reads it), after <meta charset>', () => {
      const { html } = meta(dir);
      const at = html.indexOf(`<meta name="${PROVIDER_CHUNKS_META}"`);
      expect(at).toBeGreaterThan(html.indexOf('<meta charset="utf-8">'));
      expect(at).toBeLessThan(html.indexOf('<script'));
    });
  });

  it('leaves the hashes empty and writes no sheets in a build without integrity (development)', async () => {
    const dir = tempDir();
    await build(dir, { integrity: false });
    expect(Object.values(meta(dir).map)).toEqual([
      [expect.any(String), ''],
      [expect.any(String), ''],
    ]);
  }, 60_000);

  it("fails the build when the providers' sheets cannot be rendered", async () => {
    const renderSheets = () => Promise.reject(new Error('a theme that does not build'));
    await expect(build(tempDir(), { renderSheets })).rejects.toThrow('a theme that does not build');
  }, 60_000);

  it('fails the build when the page has no script in its head', async () => {
    const page = '<!doctype html><html><head></head><body><script src="/x.js"></script></body></html>';
    await expect(build(tempDir(), { page })).rejects.toThrow(
      /ProviderChunksPlugin: index.html has no script in its <head>/,
    );
  }, 60_000);
});
