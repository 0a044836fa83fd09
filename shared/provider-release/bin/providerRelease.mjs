#!/usr/bin/env node
// `pnpm provider:publish <file|folder>` / `pnpm provider:rollback <slug>` (shared/provider-release/src/providerCli.ts).
await import('tsx');
const cli = await import('../src/providerCli.ts');
const { runProviderRelease } = cli.runProviderRelease ? cli : cli.default;
process.exitCode = await runProviderRelease(process.argv.slice(2));
