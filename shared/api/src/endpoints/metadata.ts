import { type Metadata, metadataCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v1/metadata (public): the lookup lists, countries and states among them. */
export const metadataPath = (): string => metadataCall.path();

export const metadataKey = (): string => metadataPath();

export function fetchMetadata(api: ApiClient = getApi()): Promise<Metadata> {
  return api.get<Metadata>(metadataPath());
}

export function useMetadata(): ApiResource<Metadata> {
  return useApiResource(metadataKey(), (api) => fetchMetadata(api));
}
