import { schoolsCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/school (public): the schools. */
export const schoolsPath = (): string => schoolsCall.path();
export const schoolsKey = (): string => schoolsPath();
export const fetchSchools = (api?: ApiClient) => fetchReferenceList(schoolsPath(), api);
export const useSchools = () => useReferenceList(schoolsKey());
