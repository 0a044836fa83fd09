import { activitiesCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/activity (public): the activities (what a person currently does). */
export const activitiesPath = (): string => activitiesCall.path();
export const activitiesKey = (): string => activitiesPath();
export const fetchActivities = (api?: ApiClient) => fetchReferenceList(activitiesPath(), api);
export const useActivities = () => useReferenceList(activitiesKey());
