#!/usr/bin/env node
// portal-release: publish, promote, roll back and report a remote's versions in a deployment's store
// (`portal-release --help`). In the workspace the package's TypeScript sources run through tsx (as `node --import
// tsx`); installed from a registry, its compiled dist/ does (tsx resolves its extension-less imports).
import { existsSync } from 'node:fs';

await import('tsx');
// Output read by `head` (or another reader that stops early) ends the command quietly.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
const source = new URL('../src/runCli.ts', import.meta.url);
const cli = await import(existsSync(source) ? source.href : '../dist/runCli.js');
// (A CommonJS module to Node: its exports may come as the default.)
const { runCli } = cli.runCli ? cli : cli.default;
process.exitCode = await runCli(process.argv.slice(2));
