import { type ApiRecord, type WriteResponse, createTaskCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/task: a task for staff (its fields are not fixed: any JSON record). */
export const createTaskPath = (): string => createTaskCall.path();

export function createTask(task: ApiRecord, api: ApiClient = getApi()): Promise<WriteResponse> {
  return api.post<WriteResponse>(createTaskPath(), task);
}
