import type { ApiClient } from '../client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/qualification (public): the qualifications. */
export const qualificationsPath = (): string => 'v1/qualification';
export const qualificationsKey = (): string => qualificationsPath();
export const fetchQualifications = (api?: ApiClient) => fetchReferenceList(qualificationsPath(), api);
export const useQualifications = () => useReferenceList(qualificationsKey());
