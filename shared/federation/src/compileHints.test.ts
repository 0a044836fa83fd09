/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SubresourceIntegrityPlugin } from 'webpack-subresource-integrity';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CompileHintPlugin, HINT } = require('./compileHints.cjs') as {
  CompileHintPlugin: new () => webpack.WebpackPluginInstance;
  HINT: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sriOf } = require('./integrity.cjs') as { sriOf: (content: Buffer) => string };

/** A production build of an entry that imports a second module later (an async chunk). */
async function build(dir: string): Promise<void> {
  writeFileSync(path.join(dir, 'index.js'), "export const later = () => import('./later.js');\nlater();\n");
  writeFileSync(path.join(dir, 'later.js'), "export function later() { return 'later'; }\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', crossOriginLoading: 'anonymous' },
    plugins: [new CompileHintPlugin(), new SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] })],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
}

describe('CompileHintPlugin', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
    await build(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const read = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
  const asyncChunks = () =>
    readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js') && file !== 'main.js');

  it('starts every script, the entry and the chunk it loads later, with V8’s compile hint', () => {
    expect(asyncChunks()).toHaveLength(1);
    for (const file of ['main.js', ...asyncChunks()]) expect(read(file).startsWith(HINT)).toBe(true);
  });

  it('is counted by the source map (the code’s first line is the file’s second) and by the integrity hashes', () => {
    for (const file of ['main.js', ...asyncChunks()]) {
      const map = JSON.parse(read(`${file}.map`)) as { mappings: string };
      expect(map.mappings.startsWith(';')).toBe(true);
    }
    const main = read('main.js');
    // The runtime holds the later chunk's hash: that of the file as written, with its hint.
    const [chunk] = asyncChunks();
    expect(main).toContain(sriOf(readFileSync(path.join(dir, 'dist', chunk!))));
  });
});
