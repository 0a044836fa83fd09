/** What the dev-api stores and serves. The shapes on the wire are the contract's (@portal/api-contract):
 * the stored forms below EXTEND them (every field present, some narrowed, a few extra), so a field the
 * client and the dev-api disagree on fails the typecheck. */
import type * as Wire from '@portal/api-contract';
import type { ProviderSlug } from './providers';

/** `T` with every field present: not null either, except the fields named in `Nullable`. */
export type Filled<T, Nullable extends keyof T = never> = {
  [K in keyof T]-?: K extends Nullable ? Exclude<T[K], undefined> : NonNullable<T[K]>;
};

/** A seeded student: the wire Student, every field filled, plus the provider it studies with. */
export interface StudentProfile extends Filled<Wire.Student, 'stateId'> {
  provider: ProviderSlug;
  countryId: number;
  stateId: number | null;
}

export type AssessmentAttempt = Filled<
  Wire.AssessmentAttempt,
  'submissionDate' | 'gradedDate' | 'externalGrade'
>;

export interface Assessment extends Filled<
  Wire.Assessment,
  'externalGrade' | 'submissionDate' | 'gradedDate'
> {
  assessmentAttempts: AssessmentAttempt[];
}

export type AcademicRecord = Filled<Wire.AcademicRecord, 'gradedDate' | 'externalGrade' | 'resultText'>;

export interface EnrolmentModule extends Filled<Wire.Module> {
  academicRecords: AcademicRecord[];
  enrolmentModuleAssessmentList: Assessment[];
}

export interface EnrolmentBlock extends Filled<Wire.Block> {
  enrolmentModuleList: EnrolmentModule[];
}

export interface Enrolment extends Filled<Wire.Enrolment> {
  enrolmentBlockList: EnrolmentBlock[];
}

export type FileCategory = 'Enrolment' | 'Academic' | 'Finance' | 'Personal';

/** A file as listed by GET v1/secure/student/{id}/file. */
export interface StudentFile extends Filled<Wire.StudentFile> {
  category: FileCategory;
}

/** A stored file: the listed fields, its type and where its bytes are (a file under the data folder's
 * blobs/, see ./store). */
export interface StoredFile extends StudentFile {
  contentType: string;
  /** Name of the file of its bytes in blobs/. */
  blob: string;
}

/** A file of the seed (or of a db.json of the former layout): its bytes inline, base64, until the
 * store writes them to blobs/. */
export interface SeedFile extends StudentFile {
  contentType: string;
  /** The bytes, base64. */
  content: string;
}

export type PaymentType = Wire.PaymentType;

/** A seeded invoice: the wire invoice (Xero's PascalCase keys) with every field Xero sends. */
export interface XeroInvoice extends Filled<Wire.XeroInvoice> {
  Type: 'ACCREC';
  Status: 'PAID' | 'AUTHORISED';
  CurrencyCode: 'NZD' | 'AUD';
}

/** A seeded payment: the wire payment with a known type and every field Xero sends. */
export interface XeroPayment extends Filled<Wire.XeroPayment> {
  PaymentType: PaymentType;
  Status: 'AUTHORISED';
  CurrencyCode: 'NZD' | 'AUD';
}

/** A student's payment record: the answer of GET v1/secure/payment. */
export interface PaymentRecord extends Wire.PaymentsAnswer {
  invoices: XeroInvoice[];
  payments: XeroPayment[];
}

/** A student's photo: its type, size and where its bytes are (blobs/). */
export interface StoredImage {
  contentType: string;
  size: number;
  /** Name of the file of its bytes in blobs/. */
  blob: string;
}

/** A photo of the seed: its bytes inline, base64. */
export interface SeedImage {
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
  /** Passwords the demo accounts changed (idp/passwords.ts: hashes only). */
  'accountPasswords',
] as const;

export type RecordCollection = (typeof RECORD_COLLECTIONS)[number];

/** What dev-api keeps, with files and images of type `F` and `I`. */
export interface DataOf<F, I> {
  version: 5;
  /** When the seed was made; the seed's relative dates count from here. */
  seededAt: string;
  students: StudentProfile[];
  enrolments: Record<string, Enrolment[]>;
  files: Record<string, F[]>;
  /** Students without an entry have no payment record (payments answer 404). */
  payments: Record<string, PaymentRecord>;
  /** Students without an entry have no image (image answers 404). */
  images: Record<string, I>;
  /** Records of the write calls (applications, contacts, cases, sessions, uploads, employers...). */
  records: Record<RecordCollection, StoredRecord[]>;
}

/** Everything dev-api keeps on disk, as the store serves it (bytes of files and images in blobs/). Read
 * only: the store's methods make the changes. */
export type DevApiData = DataOf<StoredFile, StoredImage>;

/** The seed (and a db.json of the former layout): the same data with the bytes inline. */
export type SeedData = DataOf<SeedFile, SeedImage>;
