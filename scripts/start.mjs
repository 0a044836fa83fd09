// `npm start`: everything a fresh machine needs to run the portal locally.
// Installs dependencies (pnpm, pinned), builds the shell and every remote for production (the build
// compiles the message catalogs first), then serves them with the local backend (API + two OIDC providers + seeded data).
import { pnpm, fail } from './lib.mjs';

if ((await pnpm('Install dependencies', ['install', '--frozen-lockfile'])) !== 0) fail('pnpm install failed');
if ((await pnpm('Build the shell and the remotes', ['run', 'build'])) !== 0) fail('The build failed');
await import('./serve.mjs');
