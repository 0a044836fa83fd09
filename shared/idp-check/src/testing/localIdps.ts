/** The local identity providers (shared/dev-api) in a child process of their own, as the e2e and dev servers
 * start them: a free port, a fresh data folder, shells on port 3000. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEV_API = join(__dirname, '..', '..', '..', 'dev-api');

export interface LocalIdps {
  baseUrl: string;
  stop: () => Promise<void>;
}

export function startLocalIdps(): Promise<LocalIdps> {
  const data = mkdtempSync(join(tmpdir(), 'idp-check-dev-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', '0', '--data', data], {
    cwd: DEV_API,
    env: { ...process.env, SHELL_PORTS: '3000', EXTRA_ORIGINS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`dev-api did not start in time:\n${output}`));
    }, 30000);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+)\//.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        baseUrl: match[1] as string,
        stop: () =>
          new Promise<void>((done) => {
            const finish = () => {
              rmSync(data, { recursive: true, force: true });
              done();
            };
            if (child.exitCode !== null) return finish();
            child.once('exit', finish);
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dev-api exited with ${code}:\n${output}`));
    });
  });
}
