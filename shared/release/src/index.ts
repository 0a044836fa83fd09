// @portal/release: the release tool a remote's team runs from its own repository (`portal-release`, the bin):
// publish a build as a version of its remote, try it on a share of sessions, promote it, roll it back, and see
// every remote's versions. What it changes lives in a store (./store.ts: remotes.json with a compare-and-swap,
// the versions' files, an append-only history); ./localStore.ts is a folder the web servers serve, ./s3Store.ts
// objects in an S3 bucket behind a CDN (./s3Connection.ts: its client, deadlines and errors).
export { checkServed } from './checkServed';
export { integrityOf } from './integrityOf';
export { localStore } from './localStore';
export { moveLive, type MoveRequest } from './moveLive';
export { openStore } from './openStore';
export { writePageHeadings } from './pageHeadings';
export { publish, type PublishRequest, type PublishResult } from './publish';
export { releaseState } from './releaseState';
export { parseS3Location, type S3StoreOptions } from './s3Connection';
export { s3Store } from './s3Store';
export { runCli, USAGE, type Output } from './runCli';
export {
  formatStatus,
  statusReport,
  statusRows,
  type HealthSource,
  type Side,
  type StatusReport,
  type StatusRow,
} from './statusReport';
export {
  RemotesConflict,
  type FileHeaders,
  type HistoryEntry,
  type ProviderVersion,
  type ProvidersIndex,
  type ReleaseState,
  type ReleaseStore,
  type StoredFile,
  type StoredRemotes,
} from './store';
export { whoRuns } from './whoRuns';
