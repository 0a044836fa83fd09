import { industryCategoriesCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/job/industryCategory (public): the job industry categories. */
export const industryCategoriesPath = (): string => industryCategoriesCall.path();
export const industryCategoriesKey = (): string => industryCategoriesPath();
export const fetchIndustryCategories = (api?: ApiClient) => fetchReferenceList(industryCategoriesPath(), api);
export const useIndustryCategories = () => useReferenceList(industryCategoriesKey());
