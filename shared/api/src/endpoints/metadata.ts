import useSWR from 'swr';
import { getApi, useApi, type ApiClient } from '../client';
import { LOAD_ONCE, type ApiResource } from '../swr';
import type { Metadata } from '../types';
import type { ApiError } from '../errors';

/** GET v1/metadata (public): the lookup lists, countries and states among them. */
export const metadataPath = (): string => 'v1/metadata';

export const metadataKey = (): string => metadataPath();

export function fetchMetadata(api: ApiClient = getApi()): Promise<Metadata> {
  return api.get<Metadata>(metadataPath());
}

export function useMetadata(): ApiResource<Metadata> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<Metadata, ApiError>(
    metadataKey(),
    () => fetchMetadata(api),
    LOAD_ONCE,
  );
  return { data, error, isLoading, mutate };
}
