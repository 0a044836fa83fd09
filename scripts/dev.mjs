// `pnpm dev`: webpack dev servers for the shell (3000) and every remote (3001-3005), plus the local
// backend (4000). Rebuilds on save; the shell dev server serves remotes.json and portal.config.json (shellApp).
import { spawn } from 'node:child_process';
import { ROOT, pnpmCommand } from './lib.mjs';

const [cmd, ...pre] = pnpmCommand();
const children = [
  spawn(cmd, [...pre, '--filter', '@portal/dev-api', 'start'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(cmd, [...pre, '-r', '--parallel', '--filter', './shell', '--filter', './mfe-*', 'run', 'dev'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
