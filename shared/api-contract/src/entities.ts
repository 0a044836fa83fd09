/** The entities the portal reads, as the API sends them and the client hands them out
 * (payments are sent Xero-style and camel-cased by the client). Dates are ISO 8601 strings as the API
 * sends them; format them with formatDate() of @portal/i18n. */

/** An address as the server holds it: metadata ids, plus the state as text. */
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

/** Xero payment types the seeded data uses. ACCRECPAYMENT and ACCPAYPAYMENT count as money in, every
 * other type as money out (POSITIVE_PAYMENT_TYPES of @portal/config). The wire field is
 * open text: the client shows a type it does not know with the money-out sign. */
export type PaymentType =
  | 'ACCRECPAYMENT'
  | 'ACCPAYPAYMENT'
  | 'ACCRECCREDIT'
  | 'ARCREDITPAYMENT'
  | 'ARPREPAYMENTPAYMENT'
  | 'AROVERPAYMENTPAYMENT';

/** A payment an invoice refers to, on the wire. */
export interface XeroPaymentReference {
  PaymentID: string;
}

/** An invoice as GET v1/secure/payment sends it: Xero's PascalCase keys. The portal reads the number,
 * the amounts and the payment references; the other fields are sent by the payments server too. */
export interface XeroInvoice {
  InvoiceNumber: string;
  AmountDue: number;
  AmountPaid: number;
  Payments: XeroPaymentReference[];
  InvoiceID?: string;
  Reference?: string;
  Type?: string;
  Status?: string;
  CurrencyCode?: string;
  Date?: string;
  DueDate?: string;
  Total?: number;
  AmountCredited?: number;
}

/** A payment as GET v1/secure/payment sends it (Xero's PascalCase keys). */
export interface XeroPayment {
  PaymentID: string;
  /** e.g. ACCRECPAYMENT; see PaymentType. */
  PaymentType: string;
  Amount: number;
  /** ISO 8601 date-time. */
  Date: string;
  Account: { Code: string };
  Status?: string;
  Reference?: string;
  CurrencyCode?: string;
  Invoice?: { InvoiceNumber: string };
}

/** The response of GET v1/secure/payment, Xero's records as they come (404 for a student without invoices). */
export interface XeroPaymentsResponse {
  invoices: XeroInvoice[];
  payments: XeroPayment[];
}

/** `T` with every key's first letter lowered, deeply: what camelCaseKeys() of @portal/api makes of the
 * Xero records (their keys start with one capital, so lowering the first letter is the whole rule). */
export type CamelCased<T> = T extends readonly (infer Item)[]
  ? CamelCased<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? Uncapitalize<K> : K]: CamelCased<T[K]> }
    : T;

/** A payment an invoice refers to; the details are in PaymentsResponse.payments. */
export type PaymentReference = CamelCased<XeroPaymentReference>;

/** An invoice as the client hands it out (camel-cased; `payments` always a list). */
export type Invoice = CamelCased<XeroInvoice>;

/** A payment as the client hands it out (camel-cased). */
export type Payment = CamelCased<XeroPayment>;

/** The student's invoices and payments as the client hands them out. */
export interface PaymentsResponse {
  invoices: Invoice[];
  payments: Payment[];
}
