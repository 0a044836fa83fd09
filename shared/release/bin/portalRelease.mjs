#!/usr/bin/env node
// portal-release: publish, promote, roll back and report a remote's versions in a deployment's store
// (`portal-release --help`). Installed from a registry, the package runs its compiled dist/ as plain JavaScript
// (Node loads no compiler). In the workspace, where src/ is beside bin/, its TypeScript sources run through tsx (a
// development dependency: a published package carries no src/ and does not install tsx).
import { existsSync } from 'node:fs';

// Output read by `head` (or another reader that stops early) ends the command quietly.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
const source = new URL('../src/runCli.ts', import.meta.url);
let cli;
if (existsSync(source)) {
  await import('tsx');
  cli = await import(source.href);
} else cli = await import('../dist/runCli.js');
// (The sources are a CommonJS module to Node under tsx: their exports may come as the default.)
const { runCli } = cli.runCli ? cli : cli.default;
process.exitCode = await runCli(process.argv.slice(2));
