/** Shapes the API answers with (spec portal §3). Field names are the wire names. */
import type { ProviderSlug } from './providers';

export interface StudentProfile {
  studentUPId: string;
  studentId: string;
  provider: ProviderSlug;
  firstName: string;
  lastName: string;
  preferredName: string;
  emailAddress: string;
  homePhone: string;
  mobilePhone: string;
  personalSummary: string;
  buildingPropertyName: string;
  flatUnitDetails: string;
  streetOrLotNumber: string;
  streetNumberAndName: string;
  suburb: string;
  city: string;
  state: string;
  stateId: number | null;
  country: string;
  countryId: number;
  postcode: string;
  facebookURL: string;
  linkedinURL: string;
  twitterURL: string;
}

export interface AssessmentAttempt {
  attemptNumber: number;
  statusCode: string;
  isSuccess: 'Yes' | 'No';
  submissionDate: string | null;
  gradedDate: string | null;
  externalGrade: string | null;
  /** File name of the submission. */
  name: string;
  /** Size of the submission in bytes. */
  size: number;
}

export interface Assessment {
  name: string;
  assessmentCode: string;
  assessmentInternalId: string;
  status: string;
  externalGrade: string | null;
  submissionDate: string | null;
  gradedDate: string | null;
  assessmentAttempts: AssessmentAttempt[];
}

export interface AcademicRecord {
  name: string;
  gradedDate: string | null;
  statusCodeLabel: string;
  externalGrade: string | null;
  resultText: string | null;
}

export interface EnrolmentModule {
  name: string;
  moduleCode: string;
  index: number;
  startDate: string;
  endDate: string;
  academicRecords: AcademicRecord[];
  enrolmentModuleAssessmentList: Assessment[];
}

export interface EnrolmentBlock {
  name: string;
  index: number;
  startDate: string;
  endDate: string;
  censusDate: string;
  wnfDate: string;
  enrolmentModuleList: EnrolmentModule[];
}

export interface Enrolment {
  enrolmentCourseId: string;
  courseName: string;
  courseCode: string;
  percentComplete: number;
  startDate: string;
  endDate: string;
  enrolmentBlockList: EnrolmentBlock[];
}

export type FileCategory = 'Enrolment' | 'Academic' | 'Finance' | 'Personal';

/** A file as listed by GET v1/secure/student/{id}/file. */
export interface StudentFile {
  id: string;
  name: string;
  size: number;
  modified: string;
  category: FileCategory;
}

/** A stored file: the listed fields plus its bytes. */
export interface StoredFile extends StudentFile {
  contentType: string;
  /** The bytes, base64. */
  content: string;
}

/** Xero-style payment types. ACCRECPAYMENT and ACCPAYPAYMENT count as money in (spec portal §9). */
export type PaymentType =
  | 'ACCRECPAYMENT'
  | 'ACCPAYPAYMENT'
  | 'ACCRECCREDIT'
  | 'ARCREDITPAYMENT'
  | 'ARPREPAYMENTPAYMENT'
  | 'AROVERPAYMENTPAYMENT';

/** Invoice, with Xero's PascalCase keys (the client converts them to lower camel case). */
export interface XeroInvoice {
  InvoiceID: string;
  InvoiceNumber: string;
  Reference: string;
  Type: 'ACCREC';
  Status: 'PAID' | 'AUTHORISED';
  CurrencyCode: 'NZD' | 'AUD';
  Date: string;
  DueDate: string;
  Total: number;
  AmountPaid: number;
  AmountCredited: number;
  AmountDue: number;
  Payments: { PaymentID: string }[];
}

export interface XeroPayment {
  PaymentID: string;
  PaymentType: PaymentType;
  Status: 'AUTHORISED';
  Amount: number;
  Date: string;
  Reference: string;
  CurrencyCode: 'NZD' | 'AUD';
  Account: { Code: string };
  Invoice: { InvoiceNumber: string };
}

export interface PaymentRecord {
  invoices: XeroInvoice[];
  payments: XeroPayment[];
}

export interface StoredImage {
  contentType: string;
  /** The bytes, base64. */
  content: string;
}

/** A record kept by the write calls: the fields as sent, plus the id and times the server gives it. */
export interface StoredRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** The collections of written (and partly seeded) records, one per kind of thing the API keeps. */
export const RECORD_COLLECTIONS = [
  'applications',
  'orders',
  'contacts',
  'leads',
  'cases',
  'emailSupportCases',
  'tasks',
  'identities',
  'adAccounts',
  'sessions',
  'passcodes',
  'uploads',
  'employers',
  'workplaces',
  'workplaceEducators',
  'graduateDestinations',
  'checkouts',
  'charges',
  'debitSuccess',
  'subscriptions',
] as const;

export type RecordCollection = (typeof RECORD_COLLECTIONS)[number];

/** Everything dev-api keeps on disk. */
export interface DevApiData {
  version: 2;
  /** When the seed was made; the seed's relative dates count from here. */
  seededAt: string;
  students: StudentProfile[];
  enrolments: Record<string, Enrolment[]>;
  files: Record<string, StoredFile[]>;
  /** Students without an entry have no payment record (payments answer 404). */
  payments: Record<string, PaymentRecord>;
  /** Students without an entry have no image (image answers 404). */
  images: Record<string, StoredImage>;
  /** Records of the write calls (applications, contacts, cases, sessions, uploads, employers...). */
  records: Record<RecordCollection, StoredRecord[]>;
}
