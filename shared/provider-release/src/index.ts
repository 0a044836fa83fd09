// @portal/provider-release: the portal operators' commands for providers' documents (`pnpm provider:check`,
// `provider:publish`, `provider:rollback`, in the workspace): check a document (schema, links, menus, contrast,
// logos), publish it and its pictures as a version in the deployment's store (@portal/release's store, the same
// compare-and-swap as the remotes' releases), and roll it back. Not published: a remote's team never needs it.
export { checkProviderFile, runProviderCheck, type ProviderProblem } from './checkProvider';
export { publishProvider, rollbackProvider } from './publishProvider';
export { runProviderRelease } from './providerCli';
