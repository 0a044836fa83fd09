import type { ApiClient } from '../client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/school (public): the schools. */
export const schoolsPath = (): string => 'v1/school';
export const schoolsKey = (): string => schoolsPath();
export const fetchSchools = (api?: ApiClient) => fetchReferenceList(schoolsPath(), api);
export const useSchools = () => useReferenceList(schoolsKey());
