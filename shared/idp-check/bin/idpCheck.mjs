#!/usr/bin/env node
// idp:check: reads a provider's sign-in tenant (discovery document, keys, CORS, the app client's addresses) and
// says what to set or fix (`pnpm idp:check --help`). The package's TypeScript sources run through tsx.
await import('tsx');
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
const cli = await import('../src/runCheck.ts');
// (A CommonJS module to Node: its exports may come as the default.)
const { runCheck } = cli.runCheck ? cli : cli.default;
process.exitCode = await runCheck(process.argv.slice(2));
