// @portal/remote-contract: how a remote says what it offers the portal (routes, route roles, menu entries, its
// title), the portal's route refs (ROUTES: the roles pages link to), and how the shell reads what a
// deployment declares. Plain data and functions: the remotes' builds (Node), the shell and @portal/testing
// all use it. Bundled into each app (not a shared singleton), so a remote carries the refs it was built with.
export type {
  ContractMessage,
  ContractMessages,
  ContractMenuEntry,
  ContractRoute,
  ContractWidget,
  CandidateRelease,
  HeadingWidth,
  MenuPlacement,
  PageFiles,
  PublishedVersion,
  RemoteContract,
  RemoteDeclaration,
  RemoteFile,
  RemoteEntry,
  RemoteRequirements,
  RemotesDocument,
  RouteAccess,
  RouteHeading,
  RunningRelease,
  VersionedRemote,
} from './types';
export {
  HEADING_WIDTHS,
  contractMessages,
  contractProblems,
  declarationProblems,
  defineRemote,
  type DefinedRemote,
} from './validate';
export {
  ROUTE_ROLES,
  ROUTES,
  undeclaredRouteProblems,
  type ListedRemote,
  type RolesOf,
  type RouteRef,
} from './routes';
export { SLOTS, type SlotName } from './slots';
export { PAGE_READS, type PageRead } from './reads';
export { REMOTES_MAX_BYTES, parseRemotesDocument, withRemote, type ParsedRemotes } from './document';
export {
  chooseVersion,
  isVersioned,
  candidateProblems,
  providersProblem,
  resolveRemote,
  shareBucket,
  versionOfEntry,
  versionedProblems,
  withTitle,
  type ResolveOptions,
  type ResolvedRemote,
} from './releases';
export {
  candidateReach,
  promoteCandidate,
  rollBack,
  withVersion,
  type PublishOptions,
  type ReleaseChange,
} from './releaseChanges';
export {
  covers,
  createRouteTable,
  overlaps,
  pathBase,
  type RouteTable,
  type TableMenuEntry,
  type TableRoute,
} from './table';
