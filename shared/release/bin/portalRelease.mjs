#!/usr/bin/env node
// portal-release: publish, promote, roll back and report a remote's versions in a deployment's store
// (`portal-release --help`). The package's TypeScript sources run through tsx (as `node --import tsx`).
await import('tsx');
// Output read by `head` (or another reader that stops early) ends the command quietly.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
const cli = await import('../src/runCli.ts');
// (A CommonJS module to Node: its exports may come as the default.)
const { runCli } = cli.runCli ? cli : cli.default;
process.exitCode = await runCli(process.argv.slice(2));
