// The academic showcase accounts show every rule of My Enrolments, Grades, Files and /lms.
import { STUDENT_ACCOUNTS, findAccountByEmail } from '../accounts';
import { HIDDEN_LABELS } from './academic';
import { buildSeed } from './seed';

const NOW = new Date('2026-03-10T02:30:00Z');
const seed = buildSeed(NOW);
const SHOWCASE = ['ruby.clarke@up-online.demo', 'zoe.mitchell@soe.demo', 'tama.hohaia@yoobee.demo'];
const SHOWN = new Set(['Ratified', 'Provisional', 'Pending Ratification']);
const SETS: Record<string, string> = {
  'High Distinction': 'success',
  Distinction: 'success',
  Credit: 'success',
  'Pass Level 1': 'success',
  'Pass Level 2': 'success',
  Conceded: 'success',
  'Non Graded Pass': 'success',
  'Fail Level 1': 'fail',
  'Fail Level 2': 'fail',
  'Withdrawn failed': 'fail',
  'Result Incomplete': 'incomplete',
};

describe.each(SHOWCASE)('%s', (email) => {
  const id = findAccountByEmail(email)?.studentUPId ?? '';
  const enrolments = seed.enrolments[id] ?? [];
  const modules = enrolments.flatMap((e) => e.enrolmentBlockList.flatMap((b) => b.enrolmentModuleList));
  const records = modules.flatMap((m) => m.academicRecords);

  it('has more than 8 subjects in several blocks, each block with census and WNF dates', () => {
    expect(modules.length).toBeGreaterThan(8);
    expect(enrolments.length).toBe(3);
    expect(enrolments[0]!.enrolmentBlockList.length).toBeGreaterThan(1);
    for (const block of enrolments.flatMap((e) => e.enrolmentBlockList)) {
      expect(Date.parse(block.censusDate)).toBeLessThan(Date.parse(block.wnfDate));
      expect(Date.parse(block.startDate)).toBeLessThanOrEqual(Date.parse(block.censusDate));
    }
  });

  it('has more than 8 shown records, hidden ones, every shown label and every result set', () => {
    expect(records.filter((r) => SHOWN.has(r.statusCodeLabel)).length).toBeGreaterThan(8);
    expect(new Set(records.map((r) => r.statusCodeLabel))).toEqual(new Set([...SHOWN, ...HIDDEN_LABELS]));
    const sets = new Set(
      records.filter((r) => SHOWN.has(r.statusCodeLabel)).map((r) => SETS[r.resultText ?? ''] ?? 'unknown'),
    );
    expect(sets).toEqual(new Set(['success', 'fail', 'incomplete', 'unknown']));
  });

  it('has attempts in every status, graded ones with and without a grade', () => {
    const attempts = modules.flatMap((m) =>
      m.enrolmentModuleAssessmentList.flatMap((a) => a.assessmentAttempts),
    );
    expect(new Set(attempts.map((a) => a.statusCode))).toEqual(
      new Set([
        'Opened',
        'Submitted',
        'Resubmission',
        'Grading Complete',
        'Completed',
        'Incomplete',
        'Submission Error',
      ]),
    );
    const completed = attempts.filter((a) => a.statusCode === 'Completed');
    expect(completed.some((a) => a.externalGrade)).toBe(true);
    expect(completed.some((a) => !a.externalGrade)).toBe(true);
    expect(modules.flatMap((m) => m.enrolmentModuleAssessmentList).length).toBeGreaterThan(8);
  });

  it('has more than 8 files, some modified within the last 24 hours and some before', () => {
    const files = seed.files[id] ?? [];
    expect(files.length).toBeGreaterThan(8);
    const recent = files.filter((f) => NOW.getTime() - Date.parse(f.modified) < 24 * 3600 * 1000);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(files.length);
  });
});

it('leaves only the yoobee showcase without a course code on its first enrolment', () => {
  const first = (email: string) => seed.enrolments[findAccountByEmail(email)?.studentUPId ?? '']?.[0];
  expect(first('tama.hohaia@yoobee.demo')?.courseCode).toBe('');
  expect(first('ruby.clarke@up-online.demo')?.courseCode).toBe('BSB50120');
  for (const account of STUDENT_ACCOUNTS.filter((a) => !a.plan.showcase))
    expect(seed.enrolments[account.studentUPId]?.[0]?.courseCode).toBeTruthy();
});

it('keeps the other accounts as they were (payments e2e: ava 4 invoices, mei 11)', () => {
  const invoices = (email: string) =>
    seed.payments[findAccountByEmail(email)?.studentUPId ?? '']?.invoices.length;
  expect(invoices('ava.ngata@up-online.demo')).toBe(4);
  expect(invoices('mei.chen@ichm.demo')).toBe(11);
  expect(seed.enrolments[findAccountByEmail('ava.ngata@up-online.demo')?.studentUPId ?? '']).toHaveLength(3);
});
