import { enrolmentsPath } from './endpoints/enrolments';
import { paymentsPath } from './endpoints/payments';
import { studentFilesPath } from './endpoints/studentFiles';

/** The address of each of the student's reads a contract may name (@portal/contract's PAGE_READS), as the pages'
 * own reads ask for it: the shell starts a page's reads early (startEarlyRead), and the page's read of the same
 * address takes the answer. */
export const PAGE_READ_PATHS = {
  enrolments: (studentId: string): string => enrolmentsPath(studentId),
  studentFiles: studentFilesPath,
  payments: paymentsPath,
} as const;
