import { getApi, type ApiClient } from '../client';
import type { ApiRecord, WriteAnswer } from '../answers';

/** POST v1/secure/task: a task for staff (its fields are not shown in the spec). */
export const createTaskPath = (): string => 'v1/secure/task';

export function createTask(task: ApiRecord, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(createTaskPath(), task);
}
