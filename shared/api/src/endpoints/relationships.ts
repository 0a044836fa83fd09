import { relationshipsCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/relationship (public): the relationships (e.g. of an emergency contact). */
export const relationshipsPath = (): string => relationshipsCall.path();
export const relationshipsKey = (): string => relationshipsPath();
export const fetchRelationships = (api?: ApiClient) => fetchReferenceList(relationshipsPath(), api);
export const useRelationships = () => useReferenceList(relationshipsKey());
