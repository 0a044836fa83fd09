#!/usr/bin/env node
// `pnpm provider:check <file>…`: checks providers' documents (shared/provider-release/src/checkProvider.ts).
// Exit status: 0 every file passes, 1 a problem (each printed, by its part).
await import('tsx');
const check = await import('../src/checkProvider.ts');
const { runProviderCheck } = check.runProviderCheck ? check : check.default;
process.exitCode = runProviderCheck(process.argv.slice(2));
