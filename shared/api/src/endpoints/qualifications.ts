import { qualificationsCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/qualification (public): the qualifications. */
export const qualificationsPath = (): string => qualificationsCall.path();
export const qualificationsKey = (): string => qualificationsPath();
export const fetchQualifications = (api?: ApiClient) => fetchReferenceList(qualificationsPath(), api);
export const useQualifications = () => useReferenceList(qualificationsKey());
