/** What the mock API stores and serves. The shapes on the wire are the contract's (@portal/api-contract):
 * the stored forms below EXTEND them (every field present, some narrowed, a few extra), so a field the
 * client and the dev-api disagree on fails the typecheck. */
import type * as Wire from '@portal/api-contract';
import type { ProviderSlug } from './providers';

/** Fields the seed may leave null; every other field of a stored entity is present and not null. */
type NullableField = 'stateId' | 'submissionDate' | 'gradedDate' | 'externalGrade' | 'resultText';
/** `T` with every field present, lists of filled items too (so a list is never missing). */
export type Filled<T> = {
  [K in keyof T]-?: K extends NullableField
    ? Exclude<T[K], undefined>
    : NonNullable<T[K]> extends (infer Item)[]
      ? Filled<Item>[]
      : NonNullable<T[K]>;
};

/** A seeded student: the wire Student, every field filled, plus the provider it studies with. */
export interface StudentProfile extends Filled<Wire.Student> {
  provider: ProviderSlug;
  countryId: number;
  stateId: number | null;
}

export type Enrolment = Filled<Wire.Enrolment>;
export type EnrolmentBlock = Filled<Wire.Block>;
export type EnrolmentModule = Filled<Wire.Module>;
export type Assessment = Filled<Wire.Assessment>;
export type AssessmentAttempt = Filled<Wire.AssessmentAttempt>;
export type AcademicRecord = Filled<Wire.AcademicRecord>;

/** A file as listed by GET v1/secure/student/{id}/file. */
export interface StudentFile extends Filled<Wire.StudentFile> {
  category: 'Enrolment' | 'Academic' | 'Finance' | 'Personal';
}

/** A stored file: the listed fields, its type and the name of its bytes in the store (Store.readBlob). */
export interface StoredFile extends StudentFile {
  contentType: string;
  blob: string;
}

/** A seeded invoice (Xero's PascalCase keys) with every field Xero sends. */
export interface XeroInvoice extends Filled<Wire.XeroInvoice> {
  Type: 'ACCREC';
  Status: 'PAID' | 'AUTHORISED';
  CurrencyCode: 'NZD' | 'AUD';
}

export interface XeroPayment extends Filled<Wire.XeroPayment> {
  PaymentType: Wire.PaymentType;
  Status: 'AUTHORISED';
  CurrencyCode: 'NZD' | 'AUD';
}

/** A student's payment record: the response of GET v1/secure/payment. */
export interface PaymentRecord extends Wire.XeroPaymentsResponse {
  invoices: XeroInvoice[];
  payments: XeroPayment[];
}

/** A student's photo: its type, size and the name of its bytes in the store. */
export type StoredImage = Pick<StoredFile, 'contentType' | 'size' | 'blob'>;

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

/** What the seed gives the store: the student data, the seeded records, and the bytes of the files and photos
 * (generated, or a sample document committed beside the seed). */
export interface SeedData {
  version: number;
  /** When the seed was made; the seed's relative dates count from here. */
  seededAt: string;
  students: StudentProfile[];
  enrolments: Record<string, Enrolment[]>;
  files: Record<string, StoredFile[]>;
  /** Students without an entry have no payment record (payments response 404). */
  payments: Record<string, PaymentRecord>;
  /** Students without an entry have no image (image answers 404). */
  images: Record<string, StoredImage>;
  records: Record<RecordCollection, StoredRecord[]>;
  blobs: Record<string, Uint8Array | { document: string }>;
}

/** What each collection of the store keeps, one value per key: a student's profile, enrolments, files,
 * payments and photo by studentUPId, a write call's record by its id. */
export type Collections = {
  students: StudentProfile;
  enrolments: Enrolment[];
  files: StoredFile[];
  payments: PaymentRecord;
  images: StoredImage;
} & { [C in RecordCollection]: StoredRecord };
export type CollectionName = keyof Collections;

/** The data layer behind the handlers: in memory (Jest, the browser's mock-user mode) or on disk (the local
 * backend: one file per value, so a write costs its own record). Lists keep the order values were added in. */
export interface Store {
  readonly seededAt: string;
  get<C extends CollectionName>(collection: C, key: string): Collections[C] | undefined;
  list<C extends CollectionName>(collection: C): Collections[C][];
  put<C extends CollectionName>(collection: C, key: string, value: Collections[C]): void;
  /** The bytes of a file or photo (undefined when they are not there). */
  readBlob(name: string): Promise<Uint8Array | undefined>;
  writeBlob(name: string, bytes: Uint8Array): Promise<void>;
  deleteBlob(name: string): Promise<void>;
}
