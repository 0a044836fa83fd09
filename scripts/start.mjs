// `npm start`: everything a fresh machine needs to run the portal locally.
// Installs dependencies (pnpm, pinned), builds the shell and every remote for production (the build
// compiles the message catalogs first), puts the builds into the local remotes.json (published versions are
// kept), then serves them with the local backend (API + two OIDC providers + seeded data).
import { pnpm, fail, step } from './lib.mjs';

if ((await pnpm('Install dependencies', ['install', '--frozen-lockfile'])) !== 0) fail('pnpm install failed');
if ((await pnpm('Build the shell and the remotes', ['run', 'build'])) !== 0) fail('The build failed');
if ((await step('Put the builds into remotes.json', process.execPath, ['scripts/localRemotes.mjs'])) !== 0)
  fail('remotes.json could not be written');
await import('./serve.mjs');
