// @portal/contract: how a remote says what it offers the portal (routes, route roles, menu entries, its
// part name), and how the shell reads what a deployment declares. Plain data and functions: the remotes'
// builds (Node), the shell and the remote kit all use it.
export type {
  ContractMessage,
  ContractMessages,
  ContractMenuEntry,
  ContractRoute,
  MenuPlacement,
  RemoteContract,
  RemoteDeclaration,
  RemoteRequirements,
  RemotesDocument,
  RouteAccess,
} from './types';
export { contractMessages, contractProblems, declarationProblems, defineRemote } from './validate';
export { parseRemotesDocument, withRemote, type ParsedRemotes } from './document';
export {
  covers,
  createRouteTable,
  overlaps,
  pathBase,
  type RouteTable,
  type TableMenuEntry,
  type TableRoute,
} from './table';
