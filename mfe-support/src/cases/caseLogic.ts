// The support and withdrawal cases as the API takes them: the sub-type lists,
// the case title, the form rules and the payloads. No React.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { textLimitOf, type CasePayload, type Enrolment, type Student } from '@portal/api';
import { CASE_TYPE, type Provider } from '@portal/config';
import { formatDate } from '@portal/i18n';

/** The support sub-types (the list comes from the message catalog; the case carries the
 * text of the student's language). */
export const SUPPORT_SUBTYPES: readonly MessageDescriptor[] = [
  msg`Academic support`,
  msg`Assessments and grades`,
  msg`Extension request`,
  msg`Online learning and IT`,
  msg`Enrolment and fees`,
  msg`Certificates and records`,
  msg`Learning differences and accessibility`,
  msg`Wellbeing and counselling`,
  msg`Feedback or complaint`,
  msg`Something else`,
];

/** The withdrawal sub-types: inside or outside the cooling-off period, or blank. */
export const WITHDRAWAL_SUBTYPES = ['Cancellation In-COP', 'Cancellation Out-COP', ''] as const;
export type WithdrawalSubtype = (typeof WITHDRAWAL_SUBTYPES)[number];

export type CaseKind = 'support' | 'withdrawal';

/** The longest description the form takes: the provider's setting (caseDescriptionMax), never more than the API
 * takes (the case schema's, 2000 as the spec says), so a description the page takes is never refused. */
export const descriptionMaxOf = (configured: number): number =>
  Math.min(configured, textLimitOf('case', 'description').maxLength ?? configured);

const TITLE_PREFIX: Record<CaseKind, string> = { support: 'Support', withdrawal: 'Withdrawal' };

/**
 * The case title (built from the profile and today's date), for the people who handle it:
 * 'Support: Ana Lee (1001), 2026-11-23'. The date is today in the provider's timezone; the name is the
 * preferred name when there is one. It names the case for staff, so it is not translated.
 */
export function caseTitle(kind: CaseKind, student: Student, now: Date, timezone: string): string {
  const first = student.preferredName?.trim() || student.firstName.trim();
  const name = [first, student.lastName.trim()].filter(Boolean).join(' ');
  const id = student.studentId?.trim() || student.studentUPId;
  return `${TITLE_PREFIX[kind]}: ${name} (${id}), ${formatDate(now, timezone, 'YYYY-MM-DD')}`;
}

/** The course choice: required with more than one enrolment; with exactly one it is
 * preselected (and the field disabled). */
export function courseChoice(enrolments: readonly Enrolment[] | undefined): {
  required: boolean;
  preselected: string | undefined;
} {
  const list = enrolments ?? [];
  return {
    required: list.length > 1,
    preselected: list.length === 1 ? list[0]?.enrolmentCourseId : undefined,
  };
}

export interface SupportCaseValues {
  subType?: string;
  course?: string;
  description?: string;
}

export interface WithdrawalValues {
  subtype?: WithdrawalSubtype;
  description?: string;
  agree?: boolean;
}

/** Who sends a case and when. */
export interface CaseSender {
  provider: Provider;
  student: Student;
  /** The student's id as the API knows it (studentUpId). */
  studentUpId: string;
  now: Date;
}

const trimmed = (text: string | undefined): string | undefined => text?.trim() || undefined;

/** POST body of a support case: type 'Support', the provider's slug, the student. */
export function supportCasePayload(values: SupportCaseValues, sender: CaseSender): CasePayload {
  return {
    caseTitle: caseTitle('support', sender.student, sender.now, sender.provider.timezone),
    caseType: CASE_TYPE,
    caseSubType: values.subType ?? '',
    courseEnrolmentId: values.course ?? null,
    description: trimmed(values.description) ?? '',
    studentUpId: sender.studentUpId,
    provider: sender.provider.slug,
  };
}

/** POST body of a withdrawal case: its sub-type may be blank, its description left out. */
export function withdrawalCasePayload(values: WithdrawalValues, sender: CaseSender): CasePayload {
  const description = trimmed(values.description);
  return {
    caseTitle: caseTitle('withdrawal', sender.student, sender.now, sender.provider.timezone),
    caseType: CASE_TYPE,
    caseSubtype: values.subtype ?? '',
    ...(description ? { description } : {}),
    studentUpId: sender.studentUpId,
    provider: sender.provider.slug,
  };
}
