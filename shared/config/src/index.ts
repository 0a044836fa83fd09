export * from './types';
export * from './constants';
export { safeHttpUrl } from './safeHttpUrl';
export {
  MAPS_SCRIPT_POLICY,
  REMOTE_SCRIPT_POLICY,
  RefusedScriptUrlError,
  SERVICE_WORKER_POLICY,
  scriptUrlPolicy,
  setScriptSrc,
  type TrustedScriptURLLike,
} from './trustedTypes';
export { DEFAULT_CONFIG } from './defaults';
export {
  DEFAULT_SIGN_OUT_STYLE,
  REFRESH_RENEWS_AUTH_TIME,
  ENTRA_ACCOUNT_SECURITY_URL,
  authorityFor,
  isMemberOf,
  passwordChangeUrlOf,
} from './authority';
export { diffConfig, mergeConfig, readOverrides, saveOverrides, clearOverrides } from './overrides';
export {
  PROVIDER_MENU_ROLES,
  getProvider,
  isProviderSlug,
  loadProvider,
  providerAssetUrl,
  usePublishedProvider,
  providerFromHost,
  providerNamedByHost,
} from './registry';
export { perProvider, type PerProvider } from './perProvider';
export {
  configureConfig,
  getConfig,
  getCurrentProvider,
  ConfigProvider,
  useConfig,
  useProvider,
  pageSizeOf,
  usePageSize,
} from './context';
