import type { PortalConfig } from '@portal/config';

export { MOCK_STUDENT_ID, mockStudent, mockEnrolments, mockFiles, mockPaymentsRaw } from './data';

/** True when the configuration asks for the mock user's dummy data (spec portal §6). */
export const isMockUser = (config: Pick<PortalConfig, 'mockUser'>): boolean => config.mockUser === true;

/** A fresh copy of dummy data, served asynchronously like a real answer. */
export const mockAnswer = <T>(value: T): Promise<T> =>
  Promise.resolve(JSON.parse(JSON.stringify(value)) as T);
