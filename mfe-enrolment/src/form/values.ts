// The application form's values, one section per step, as the steps' fields write them. The steps, the fees step
// and the application's store all use these types; this file imports none of them.
import type { ApplicationDocument } from '@portal/api';
import type { AddressForm, CourseChoice, PhoneType } from '@portal/forms';

/** The wizard's form values, one section per step (Reset clears the active step's section). */
export interface EnrolValues {
  course?: CourseChoice;
  personal?: PersonalValues;
  contact?: ContactValues;
  education?: EducationValues;
  employment?: EmploymentValues;
  disability?: DisabilityValues;
  study?: StudyValues;
  documents?: DocumentsValues;
  fees?: FeesValues;
}

/** The personal step's form section. Lookups hold metadata labels, as the pickers of @portal/forms do (toPayload
 * turns them into ids). */
export interface PersonalValues {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  preferredName?: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth?: string;
  gender?: string;
  citizenshipStatus?: string;
  /** Up to three. */
  ethnicities?: string[];
  /** NZ providers: up to three iwi (a slot left empty is skipped). */
  iwis?: (string | undefined)[];
  /** AU providers. */
  aboriginalTSIOrigin?: string;
  /** NZ providers: the National Student Index number. */
  nsi?: string;
  /** AU providers: Unique Student Identifier. */
  usi?: string;
  /** NZ providers: IRD number, dashed as the field formats it. */
  irdNumber?: string;
}

/** The emergency contact's answers; the relationship is a metadata label. */
export interface EmergencyContactValues {
  name?: string;
  relationship?: string;
  phone?: string;
  email?: string;
}

/** The contact step's form section. */
export interface ContactValues {
  email?: string;
  phone?: string;
  phoneType?: PhoneType;
  /** The form shape of @portal/forms' AddressFields (country and state as metadata labels). */
  address?: AddressForm;
  emergencyContact?: EmergencyContactValues;
}

/** The education step's form section: labels of the metadata lists, years as text. */
export interface EducationValues {
  /** A school type code of the CRM as text: narrows the schools offered; not saved. */
  schoolType?: string;
  /** The last school or institution attended (schools). */
  school?: string;
  /** The highest school level completed (schoolLevels); required. */
  schoolLevel?: string;
  /** The year last attended school, e.g. '2019'. */
  yearLastAttendedSchool?: string;
  /** The highest secondary school qualification (educationLevels). */
  educationLevel?: string;
  /** The qualifications held (qualifications). */
  qualifications?: string[];
  /** Prior educational achievement (priorEducationalAchievementIdentifiers). */
  priorEducationalAchievements?: string[];
  /** The year of the prior educational achievement; asked once one is chosen. */
  priorEducationalAchievementYear?: string;
}

/** The employment step's form section: labels of the metadata lists. */
export interface EmploymentValues {
  /** The current employment status (currentEmploymentStatuses); required. */
  employmentStatus?: string;
  /** The industry division and subdivision (industryDivisions, industrySubdivisions); asked when employed. */
  industryDivision?: string;
  industrySubdivision?: string;
  /** The occupation (occupations); asked when employed. */
  occupation?: string;
}

/** A yes or no answer, as the payload has it. */
export type YesNo = 'yes' | 'no';

/** The disability step's form section: yes/no as the payload has it, labels of the metadata lists. */
export interface DisabilityValues {
  /** Whether the applicant has a disability, impairment or long-term condition; required. */
  hasDisability?: YesNo;
  /** The disability status (disabilityStatusSDRId); asked after yes. */
  disabilityStatus?: string;
  /** The disability types (disabilityTypes); asked after yes. */
  disabilityTypes?: string[];
  /** The support wanted (disabilitySupportNeeds); 'No, I do not need support at this time.' excludes the others. */
  supportNeeds?: string[];
}

/** The study step's form section: labels of the metadata lists. */
export interface StudyValues {
  /** How the applicant will study (studyModes); required. */
  studyMode?: string;
  /** Why (studyReasons); required. */
  studyReason?: string;
  /** The main language spoken at home (languages). */
  language?: string;
  /** How well the applicant speaks English (spokenEnglishLevels); asked when the language is not English. */
  spokenEnglishLevel?: string;
  /** How the fees are paid for (feesAssistanceStatuses); required. */
  feesAssistanceStatus?: string;
}

/** The documents step's form section. */
export interface DocumentsValues {
  /** The documents uploaded (v1/files) for this application: what Next saves in the application. */
  sent?: ApplicationDocument[];
  /** How many uploads are under way (Next waits for them); never saved. */
  uploading?: number;
}

/** The ways to pay the fees step offers. */
export type PaymentMethod = 'card' | 'instalments' | 'zip' | 'bank';

/** How an instalment plan is paid: by card or from a bank account. */
export type InstalmentMethod = 'Credit Card' | 'Bank Account';

/** The fees step's form section. */
export interface FeesValues {
  /** How the applicant pays. */
  method?: PaymentMethod;
  /** Instalments: how often (paymentFrequencies label). */
  frequency?: string;
  /** Instalments: by card or from a bank account. */
  instalmentMethod?: InstalmentMethod;
  /** Set by the step from the server's word: the chosen way is settled (paid, plan set up, or bank transfer
   * chosen with its details shown). Next waits for it. */
  settled?: boolean;
}
