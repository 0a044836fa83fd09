import { createContext, useContext, type ReactNode } from 'react';
import { PAGE_SIZE_FALLBACK } from './constants';
import type { PortalConfig, Provider } from './types';

interface ConfigState {
  config: PortalConfig;
  provider: Provider;
}

const ConfigContext = createContext<ConfigState | null>(null);
let current: ConfigState | null = null;

/** Called once by the shell (the only caller) before it renders; remotes only read. */
export function configureConfig(config: PortalConfig, provider: Provider): void {
  current = { config, provider };
}

/** The configuration outside React (the API client, runtime plugins). Throws when the shell has not set it. */
export function getConfig(): PortalConfig {
  if (!current)
    throw new Error('@portal/config is not configured: the shell must call configureConfig() first');
  return current.config;
}

export function getCurrentProvider(): Provider {
  if (!current)
    throw new Error('@portal/config is not configured: the shell must call configureConfig() first');
  return current.provider;
}

/** Provides configuration to a tree; tests and dev harnesses pass their own values. */
export function ConfigProvider(props: { config?: PortalConfig; provider?: Provider; children: ReactNode }) {
  const value = props.config && props.provider ? { config: props.config, provider: props.provider } : current;
  if (!value) throw new Error('ConfigProvider needs config and provider, or configureConfig() first');
  return <ConfigContext.Provider value={value}>{props.children}</ConfigContext.Provider>;
}

function useConfigState(): ConfigState {
  const state = useContext(ConfigContext) ?? current;
  if (!state)
    throw new Error('useConfig must be used inside the shell (ConfigProvider) after configureConfig()');
  return state;
}

export const useConfig = (): PortalConfig => useConfigState().config;
export const useProvider = (): Provider => useConfigState().provider;

/** The page size of lists: the configured size, or the fallback when it is not set. */
export const pageSizeOf = (config: Pick<PortalConfig, 'pageSize'>): number =>
  config.pageSize > 0 ? config.pageSize : PAGE_SIZE_FALLBACK;

/** pageSizeOf(useConfig()), for pages. */
export const usePageSize = (): number => pageSizeOf(useConfig());
