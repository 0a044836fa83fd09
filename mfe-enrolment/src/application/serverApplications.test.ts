import type { ApplicationPayload } from '@portal/api';
import { applicationReducer, initialState } from './applicationState';
import {
  applicationForCourse,
  applicationToOpen,
  isInProgress,
  isSubmitted,
  sameCourseAndIntake,
} from './serverApplications';

const COURSE = { productId: 'P-1', productCRMId: 'CRM-1', intakeCRMId: 'I-2' };
const at = (day: number) => `2026-03-0${day}T09:00:00.000Z`;
const application = (
  applicationId: string,
  fields: Partial<ApplicationPayload> & { updatedAt?: string } = {},
): ApplicationPayload => ({ applicationId, status: 'Draft', studyDetails: COURSE, ...fields });

const ENROLLED = application('A-0', { status: 'Enrolled', updatedAt: at(9) });
const SUBMITTED = application('A-1', { status: 'Submitted', orderId: 'O-1', updatedAt: at(8) });
const OLDER = application('A-2', { updatedAt: at(2), studyDetails: { ...COURSE, intakeCRMId: 'I-1' } });
const NEWER = application('A-3', {
  updatedAt: at(5),
  studyDetails: { productCRMId: 'CRM-9', intakeCRMId: 'I-9' },
});

describe('which application the page opens', () => {
  it('in progress: not submitted, not enrolled', () => {
    expect([ENROLLED, SUBMITTED, OLDER].map(isInProgress)).toEqual([false, false, true]);
    expect(isInProgress(application('A-9', { status: undefined }))).toBe(true);
    expect(isSubmitted(application('A-9', { orderId: 'O-9' }))).toBe(true);
  });

  it('none kept here: the application in progress changed last; none in progress: none', () => {
    expect(applicationToOpen([ENROLLED, OLDER, SUBMITTED, NEWER], undefined)).toBe('A-3');
    expect(applicationToOpen([ENROLLED, SUBMITTED], undefined)).toBeUndefined();
    expect(applicationToOpen([], undefined)).toBeUndefined();
  });

  it('the one this device worked on while it is in progress, or not listed (newer than the list)', () => {
    expect(applicationToOpen([OLDER, NEWER], 'A-2')).toBe('A-2');
    expect(applicationToOpen([OLDER, NEWER], 'A-8')).toBe('A-8');
  });

  it('a submitted one kept here gives way to one in progress; with none in progress it stays (read-only)', () => {
    expect(applicationToOpen([SUBMITTED, OLDER], 'A-1')).toBe('A-2');
    expect(applicationToOpen([SUBMITTED, ENROLLED], 'A-1')).toBe('A-1');
  });

  it('the page reads the list once: the application it opens, whatever this device kept', () => {
    const kept = initialState(undefined, undefined);
    const listed = applicationReducer(kept, { type: 'listed', applications: [SUBMITTED, NEWER] });
    expect(listed).toMatchObject({ listed: true, applicationId: 'A-3' });
    expect(applicationReducer(listed, { type: 'listed', applications: [OLDER] })).toBe(listed);
    // An API without the list leaves the one this device kept.
    expect(
      applicationReducer(initialState(undefined, 'A-5'), { type: 'listed', applications: undefined }),
    ).toMatchObject({ listed: true, applicationId: 'A-5' });
  });
});

describe('the application that holds a course and intake', () => {
  it('the same intake of the same course, by either of its ids, in any case', () => {
    expect(sameCourseAndIntake(COURSE, { productCRMId: 'crm-1', intakeCRMId: 'I-2' })).toBe(true);
    expect(sameCourseAndIntake(COURSE, { productId: 'P-1', intakeCRMId: 'I-2' })).toBe(true);
    expect(sameCourseAndIntake(COURSE, { ...COURSE, intakeCRMId: 'I-1' })).toBe(false);
    expect(sameCourseAndIntake(COURSE, { intakeCRMId: 'I-2' })).toBe(false);
    expect(sameCourseAndIntake(undefined, COURSE)).toBe(false);
  });

  it('one in progress before a submitted one; never the application asked from; none for another course', () => {
    const draft = application('A-4');
    expect(applicationForCourse([SUBMITTED, draft], COURSE)?.applicationId).toBe('A-4');
    expect(applicationForCourse([SUBMITTED, draft], COURSE, 'A-4')?.applicationId).toBe('A-1');
    expect(applicationForCourse([ENROLLED], COURSE)).toBeUndefined();
    expect(applicationForCourse([OLDER, NEWER], COURSE)).toBeUndefined();
  });
});
