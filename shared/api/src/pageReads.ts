import {
  enrolmentsCall,
  metadataCall,
  paymentsCall,
  studentApplicationsCall,
  studentFilesCall,
} from '@portal/api-contract';

/** The address of each of the student's reads a contract may name (@portal/remote-contract's PAGE_READS), as the pages'
 * own reads ask for it (./endpoints: a test holds them together): the shell starts a page's reads early
 * (startPrefetch), and the page's read of the same address takes the response. From the call table, not the
 * endpoints' modules, whose hooks would bring SWR into the shell's small session chunk. */
export const PAGE_READ_PATHS = {
  enrolments: (studentId: string): string => enrolmentsCall.path({ studentId }),
  studentFiles: (studentId: string): string => studentFilesCall.path({ studentId }),
  payments: (studentId: string): string => paymentsCall.path({ studentId }),
  metadata: (): string => metadataCall.path(),
  studentApplications: (studentId: string): string => studentApplicationsCall.path({ studentId }),
} as const;
