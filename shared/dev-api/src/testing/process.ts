/** The local backend in a child process of its own (oidc-provider is ESM-only and Jest runs CommonJS, so the server is
 * tested black-box over HTTP): a free port, the data folder given, shells on port 3000. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const PACKAGE_DIR = join(__dirname, '..', '..');

export interface DevApiProcess {
  port: number;
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

const nodeArgs = (args: string[]) => ['--import', 'tsx', 'src/main.ts', ...args];

/** Starts `tsx src/main.ts --port 0 --data <dataDir> ...args` and waits for its address. */
export function startDevApi(
  dataDir: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<DevApiProcess> {
  const child: ChildProcess = spawn(process.execPath, nodeArgs(['--port', '0', '--data', dataDir, ...args]), {
    cwd: PACKAGE_DIR,
    env: { ...process.env, SHELL_PORTS: '3000', EXTRA_ORIGINS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`dev-api did not start in time:\n${output}`));
    }, 30000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        const port = Number(match[1]);
        resolve({
          port,
          baseUrl: `http://localhost:${port}`,
          output: () => output,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dev-api exited with ${code}:\n${output}`));
    });
  });
}

/** Runs `tsx src/main.ts ...args` to completion (e.g. --reset-only). */
export function runDevApi(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, nodeArgs(args), {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
    timeout: 20000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
