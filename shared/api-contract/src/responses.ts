/** Shapes of the responses and request bodies of the enrolment calls. Where the
 * spec does not show a shape, the known fields are typed and the rest stays open (`unknown`). */

/** A JSON object whose fields are not fixed: callers read the ones they need. */
export type ApiRecord = Record<string, unknown>;

/** An item of a reference list (v1/activity, v1/iwi, v1/school, ...): usually an id and a label. */
export interface ReferenceItem {
  id?: string | number;
  label?: string;
  name?: string;
  [field: string]: unknown;
}

/** One intake of a course. */
export interface Intake {
  intakeCRMId: string;
  startDate: string;
  endDate?: string;
  name?: string;
}

/** A course a provider offers (v2/product?provider=). */
export interface Product {
  productId?: string;
  productCRMId?: string;
  name: string;
  marketingName?: string;
  level?: string | number;
  duration?: string;
  intakeList: Intake[];
}

/** One course by id (v2/course?courseid=): a product, with further fields. */
export type Course = Product & ApiRecord;

/** An employer of the employer search (v1/employers). */
export interface Employer {
  id?: string;
  name: string;
  [field: string]: unknown;
}

/** The phone check's response (util/phone/{digits}/{country}). */
export interface PhoneCheckResult {
  valid: boolean;
  /** 'Mobile' for a mobile number; otherwise e.g. 'FixedLine', 'FixedLineOrMobile', 'Unknown'. */
  type: string;
  /** International format, e.g. '+64 21 123 4567'. */
  formatted: string;
  /** Calling code, e.g. '64'. */
  code: string;
}

/** The countries the phone check accepts. */
export type PhoneCountry = 'AU' | 'NZ';

/** The countries the address search serves. */
export type AddressCountry = 'NZ' | 'AU';

/** An address suggestion of the development suggestions service. */
export interface AddressSuggestion {
  placeId: string;
  description: string;
}

export interface AddressSuggestions {
  predictions: AddressSuggestion[];
}

/** Bounding box [west, south, east, north] that biases the suggestions. */
export type Bounds = readonly [west: number, south: number, east: number, north: number];

/** The details of a chosen address; country is 2-letter. */
export interface AddressLookupResult {
  flatUnitDetails?: string;
  buildingPropertyName?: string;
  streetOrLotNumber: string;
  streetAddress: string;
  suburb: string;
  city: string;
  state: string;
  country: string;
  postcode: string;
}

/** Body of POST v1/identity. */
export interface IdentityRequest {
  username: string;
  email: string;
}

/** Body of PUT v1/secure/adaccountpassword. */
export interface AdAccountPasswordRequest {
  password: string;
  username: string;
}

/** What a write responds with: the portal never reads these bodies, so a JSON record, plain text or nothing. */
export type WriteResponse = ApiRecord | string | undefined;
