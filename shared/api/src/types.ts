/** The entities the portal reads (spec portal §3), as the client hands them out. Dates are ISO 8601
 * strings as the API sends them; format them with formatDate() of @portal/i18n. */

/** An address as the server holds it (spec enrolment §3): metadata ids, plus the state as text. */
export interface ServerAddress {
  buildingPropertyName?: string | null;
  flatUnitDetails?: string | null;
  streetOrLotNumber?: string | null;
  streetNumberAndName?: string | null;
  suburb?: string | null;
  city?: string | null;
  postcode?: string | null;
  countryId?: string | number | null;
  state?: string | null;
  stateId?: string | number | null;
}

/** The signed-in account's student record (the profile). */
export interface Student extends ServerAddress {
  studentUPId: string;
  studentId?: string | null;
  firstName: string;
  lastName: string;
  preferredName?: string | null;
  emailAddress?: string | null;
  homePhone?: string | null;
  mobilePhone?: string | null;
  personalSummary?: string | null;
  country?: string | null;
  facebookURL?: string | null;
  linkedinURL?: string | null;
  twitterURL?: string | null;
}
export type Profile = Student;

export interface AcademicRecord {
  name: string;
  gradedDate?: string | null;
  /** Ratified, Provisional, Pending Ratification, ... */
  statusCodeLabel?: string | null;
  externalGrade?: string | null;
  resultText?: string | null;
}

export interface AssessmentAttempt {
  attemptNumber: number;
  /** Opened, Resubmission, Grading Complete, Completed, Incomplete, Submission Error, ... */
  statusCode: string;
  isSuccess?: 'Yes' | 'No' | null;
  submissionDate?: string | null;
  gradedDate?: string | null;
  externalGrade?: string | null;
  /** File name of the submission. */
  name?: string | null;
  /** Size of the submission in bytes. */
  size?: number | null;
}

export interface Assessment {
  name: string;
  assessmentCode?: string | null;
  assessmentInternalId?: string | null;
  status?: string | null;
  externalGrade?: string | null;
  submissionDate?: string | null;
  gradedDate?: string | null;
  assessmentAttempts?: AssessmentAttempt[];
}

export interface Module {
  name: string;
  moduleCode?: string | null;
  index?: number;
  startDate?: string | null;
  endDate?: string | null;
  academicRecords?: AcademicRecord[];
  enrolmentModuleAssessmentList?: Assessment[];
}

export interface Block {
  name: string;
  index?: number;
  startDate?: string | null;
  endDate?: string | null;
  censusDate?: string | null;
  /** Withdrawal date (withdrawn, not failed). */
  wnfDate?: string | null;
  enrolmentModuleList?: Module[];
}

export interface Enrolment {
  courseName: string;
  courseCode?: string | null;
  enrolmentCourseId: string;
  percentComplete?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  enrolmentBlockList?: Block[];
}

export interface StudentFile {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** ISO 8601 date-time of the last change. */
  modified: string;
  category?: string | null;
}

/** A payment an invoice refers to; the details are in PaymentsResponse.payments. */
export interface PaymentReference {
  paymentID: string;
}

export interface Invoice {
  invoiceNumber: string;
  amountDue: number;
  amountPaid: number;
  payments: PaymentReference[];
}

export interface Payment {
  paymentID: string;
  /** Xero payment type, e.g. ACCRECPAYMENT; see POSITIVE_PAYMENT_TYPES of @portal/config for the sign. */
  paymentType: string;
  amount: number;
  date: string;
  account: { code: string };
}

export interface PaymentsResponse {
  invoices: Invoice[];
  payments: Payment[];
}

export type {
  LookupItem,
  Country,
  State,
  School,
  SchoolTypeCode,
  IndustrySubdivision,
  Metadata,
  MetadataListKey,
} from './metadata';

/** The signed-in student as the shell provides it to the remotes. */
export interface Session {
  studentId: string;
  student: Student;
  /** Claims of the id token. */
  claims: Record<string, unknown>;
}
