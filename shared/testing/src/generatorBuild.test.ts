/** @jest-environment node */
// What `pnpm new:remote` generates is a remote that works: generated into a folder of its own inside the
// workspace (.var/new-remote/, never a workspace package, so nothing else sees it), it passes the type check,
// its own Jest test and its production build, as a team would run them after generating it.
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { planRemote } = require('../generator/newRemote.cjs') as {
  planRemote: (
    name: string,
    registry: unknown,
  ) => { name: string; dir: string; port: number; files: Record<string, string> };
};

const ROOT = path.resolve(__dirname, '../../..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const exec = promisify(execFile);

/** Runs a tool of the workspace in `cwd`; a failure carries what it printed. */
async function tool(name: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await exec(path.join(BIN, name), args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0' },
    });
    return `${stdout}\n${stderr}`;
  } catch (error) {
    const {
      stdout = '',
      stderr = '',
      message,
    } = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${name} ${args.join(' ')} failed:\n${message}\n${stdout}\n${stderr}`);
  }
}

/** A dependency as pnpm links it for the workspace's remotes (each remote's node_modules holds the same links). */
function installed(name: string): string {
  const registry = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as {
    remotes: Record<string, { dir: string }>;
  };
  for (const { dir } of Object.values(registry.remotes)) {
    const link = path.join(ROOT, dir, 'node_modules', name);
    if (existsSync(link)) return realpathSync(link);
  }
  throw new Error(`no remote of the workspace has ${name} installed`);
}

const registry = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));
const plan = planRemote('timetable', registry);
const WORK = path.join(ROOT, '.var', 'new-remote', String(process.pid));
const APP = path.join(WORK, plan.dir);

beforeAll(() => {
  rmSync(WORK, { recursive: true, force: true });
  for (const [file, text] of Object.entries(plan.files)) {
    mkdirSync(path.dirname(path.join(WORK, file)), { recursive: true });
    writeFileSync(path.join(WORK, file), text);
  }
  // Its dependencies, linked as `pnpm install` links them.
  const { dependencies } = JSON.parse(readFileSync(path.join(APP, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of Object.keys(dependencies)) {
    mkdirSync(path.dirname(path.join(APP, 'node_modules', name)), { recursive: true });
    symlinkSync(installed(name), path.join(APP, 'node_modules', name));
  }
  // The e2e smoke test beside the suite's own support files and packages.
  symlinkSync(path.join(ROOT, 'e2e', 'support'), path.join(WORK, 'e2e', 'support'));
  symlinkSync(path.join(ROOT, 'e2e', 'node_modules'), path.join(WORK, 'e2e', 'node_modules'));
  symlinkSync(path.join(ROOT, 'apps.json'), path.join(WORK, 'apps.json'));
  // The workspace's settings for this folder: its message catalog, its type check, its Jest project, its build
  // (the generated webpack.config.js takes its name from apps.json, which does not list this copy).
  const fromWork = (file: string) => path.relative(WORK, path.join(ROOT, file));
  writeFileSync(
    path.join(WORK, 'lingui.config.js'),
    `module.exports = { ...require(${JSON.stringify(path.join(ROOT, 'lingui.config.js'))}), catalogs: [
      { path: '<rootDir>/${plan.dir}/src/locales/{locale}/messages', include: ['<rootDir>/${plan.dir}/src'], exclude: ['**/node_modules/**', '**/*.test.*'] },
    ] };\n`,
  );
  writeFileSync(
    path.join(WORK, 'tsconfig.json'),
    JSON.stringify({
      extends: fromWork('tsconfig.base.json'),
      include: [`${plan.dir}/src`, 'e2e/tests', fromWork('types')],
    }),
  );
  writeFileSync(
    path.join(WORK, 'jest.config.js'),
    `const { projects } = require(${JSON.stringify(path.join(ROOT, 'jest.config.js'))});
const remote = projects.find((p) => p.displayName === '@portal/mfe-payments');
module.exports = { testTimeout: 20000, projects: [{ ...remote, displayName: '@portal/${plan.dir}', rootDir: ${JSON.stringify(APP)} }] };\n`,
  );
  writeFileSync(
    path.join(APP, 'webpack.check.js'),
    `module.exports = require('@portal/federation').remoteApp(__dirname, { name: '${plan.name}', port: ${plan.port} });\n`,
  );
});

afterAll(() => rmSync(WORK, { recursive: true, force: true }));

it('generates a remote that passes its type check, its own test and its production build', async () => {
  await tool('lingui', ['extract', '--config', 'lingui.config.js'], WORK);
  await tool('lingui', ['compile', '--typescript', '--config', 'lingui.config.js'], WORK);
  // The three checks run side by side.
  const [, tested] = await Promise.all([
    tool('tsc', ['-p', 'tsconfig.json', '--noEmit'], WORK),
    tool('jest', ['--config', 'jest.config.js', '--ci'], WORK),
    tool('webpack', ['--mode', 'production', '--config', 'webpack.check.js'], APP),
  ]);
  expect(tested).toMatch(/Tests:\s+3 passed, 3 total/);
  expect(readdirSync(path.join(APP, 'dist'))).toEqual(
    expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'remote-contract.json']),
  );
  const declaration = JSON.parse(readFileSync(path.join(APP, 'dist', 'remote-contract.json'), 'utf8'));
  expect(declaration).toMatchObject({
    id: 'timetable',
    title: { message: 'Timetable' },
    routes: [{ role: 'timetable', path: '/timetable', access: 'signedIn', page: 'TimetablePage' }],
    messages: { en: expect.any(Object) },
  });
  expect(declaration.integrity).toMatch(/^sha384-/);
  expect(Object.keys(declaration.pages)).toEqual(['TimetablePage']);
}, 240_000);
