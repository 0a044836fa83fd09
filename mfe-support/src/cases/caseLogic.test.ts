import { checkPayload, type Enrolment } from '@portal/api';
import { getProvider } from '@portal/config';
import {
  SUPPORT_SUBTYPES,
  WITHDRAWAL_SUBTYPES,
  caseTitle,
  courseChoice,
  descriptionMaxOf,
  supportCasePayload,
  withdrawalCasePayload,
  type CaseSender,
} from './caseLogic';

const student = { studentUPId: 'UP-1', studentId: '20231234', firstName: 'Losa', lastName: 'Faleolo' };
// 11:30 UTC on 23 November is already 24 November in Auckland (UTC+13), still the 23rd in Melbourne (UTC+11)
const now = new Date('2026-11-23T11:30:00Z');
const sender = (slug: 'nzma' | 'ichm'): CaseSender => ({
  provider: getProvider(slug),
  student,
  studentUpId: 'UP-1',
  now,
});
const enrolment = (id: string): Enrolment => ({ courseName: `Course ${id}`, enrolmentCourseId: id });

describe('caseTitle', () => {
  it("names the case by kind, the student and today's date in the provider's timezone", () => {
    expect(caseTitle('support', student, now, 'Pacific/Auckland')).toBe(
      'Support: Losa Faleolo (20231234), 2026-11-24',
    );
    expect(caseTitle('withdrawal', student, now, 'Australia/Melbourne')).toBe(
      'Withdrawal: Losa Faleolo (20231234), 2026-11-23',
    );
  });

  it('uses the preferred name, and the UP id when there is no student id', () => {
    expect(
      caseTitle('support', { ...student, preferredName: ' Lo ', studentId: null }, now, 'Pacific/Auckland'),
    ).toBe('Support: Lo Faleolo (UP-1), 2026-11-24');
  });
});

describe('courseChoice', () => {
  it('requires a course with more than one enrolment, preselects the only one, and asks nothing without', () => {
    expect(courseChoice([enrolment('A'), enrolment('B')])).toEqual({
      required: true,
      preselected: undefined,
    });
    expect(courseChoice([enrolment('A')])).toEqual({ required: false, preselected: 'A' });
    expect(courseChoice([])).toEqual({ required: false, preselected: undefined });
    expect(courseChoice(undefined)).toEqual({ required: false, preselected: undefined });
  });
});

describe('payloads', () => {
  it('a support case has type Support, the provider slug, the course and the trimmed description', async () => {
    const payload = supportCasePayload(
      { subType: 'Academic support', course: 'ENR-9', description: '  I need help with my essay.  ' },
      sender('nzma'),
    );
    expect(payload).toEqual({
      caseTitle: 'Support: Losa Faleolo (20231234), 2026-11-24',
      caseType: 'Support',
      caseSubType: 'Academic support',
      courseEnrolmentId: 'ENR-9',
      description: 'I need help with my essay.',
      studentUpId: 'UP-1',
      provider: 'nzma',
    });
    expect((await checkPayload('case', payload)).valid).toBe(true);
  });

  it('a withdrawal may have a blank sub-type and no description, and passes the schema', async () => {
    for (const subtype of WITHDRAWAL_SUBTYPES) {
      const payload = withdrawalCasePayload({ subtype, description: '   ', agree: true }, sender('ichm'));
      expect(payload).toEqual({
        caseTitle: 'Withdrawal: Losa Faleolo (20231234), 2026-11-23',
        caseType: 'Support',
        caseSubtype: subtype,
        studentUpId: 'UP-1',
        provider: 'ichm',
      });
      expect((await checkPayload('case', payload)).valid).toBe(true);
    }
    expect(
      withdrawalCasePayload({ subtype: 'Cancellation In-COP', description: 'Moving city' }, sender('ichm')),
    ).toMatchObject({ description: 'Moving city' });
  });

  it('has the withdrawal sub-types of the spec and a support sub-type list from the catalog', () => {
    expect(WITHDRAWAL_SUBTYPES).toEqual(['Cancellation In-COP', 'Cancellation Out-COP', '']);
    expect(SUPPORT_SUBTYPES.length).toBeGreaterThan(3);
  });
});

describe('descriptionMaxOf', () => {
  it("takes the provider's setting, never more than the API's case schema takes (2000)", () => {
    expect(descriptionMaxOf(2000)).toBe(2000);
    expect(descriptionMaxOf(500)).toBe(500);
    expect(descriptionMaxOf(5000)).toBe(2000);
  });
});
