import { gradeRows, gradeStatus, resultSet } from './gradeRecords';
import { subjectRows } from './subjects';
import { ENROLMENTS } from './fixtures';

describe('subjectRows', () => {
  it('lists every module of every enrolment with its block census and WNF dates', () => {
    expect(
      subjectRows(ENROLMENTS).map((s) => [s.moduleCode, s.name, s.startDate, s.censusDate, s.wnfDate]),
    ).toEqual([
      ['BSBFIN501', 'Manage budgets', '2026-01-12T00:00:00Z', '2026-01-20T00:00:00Z', '2026-02-15T00:00:00Z'],
      [
        'BSBCRT511',
        'Critical thinking',
        '2026-01-05T00:00:00Z',
        '2026-01-20T00:00:00Z',
        '2026-02-15T00:00:00Z',
      ],
      ['BSBOPS504', 'Business risk', '2026-03-20T00:00:00Z', '2026-04-01T00:00:00Z', null],
      ['BSBPMG420', 'Project scope', '2025-08-01T00:00:00Z', '2025-08-10T00:00:00Z', '2025-09-01T00:00:00Z'],
    ]);
    expect(new Set(subjectRows(ENROLMENTS).map((s) => s.id)).size).toBe(4);
  });

  it('copes with enrolments without blocks or modules', () => {
    expect(subjectRows([{ courseName: 'New', enrolmentCourseId: 'E' }])).toEqual([]);
    expect(
      subjectRows([{ courseName: 'New', enrolmentCourseId: 'E', enrolmentBlockList: [{ name: 'B' }] }]),
    ).toEqual([]);
  });
});

describe('grade record status', () => {
  it('shows Ratified and Provisional, Pending Ratification as Provisional, and hides the rest', () => {
    expect(gradeStatus('Ratified')).toBe('Ratified');
    expect(gradeStatus('Provisional')).toBe('Provisional');
    expect(gradeStatus('Pending Ratification')).toBe('Provisional');
    expect(gradeStatus(' pending ratification ')).toBe('Provisional');
    for (const hidden of ['Draft', 'Withdrawn', 'Not Ratified', 'Pending', '', null, undefined])
      expect(gradeStatus(hidden)).toBeUndefined();
  });

  it('keeps only the shown records, mapped, with their result set', () => {
    expect(gradeRows(ENROLMENTS).map((g) => [g.subject, g.name, g.grade, g.status, g.result])).toEqual([
      ['BSBFIN501', 'Manage budgets', 'HD', 'Ratified', 'success'],
      ['BSBCRT511', 'Critical thinking', 'F', 'Provisional', 'fail'],
      ['BSBOPS504', 'Business risk', 'RI', 'Provisional', 'incomplete'],
      ['BSBPMG420', 'Project scope', 'RPL', 'Ratified', 'unknown'],
    ]);
  });
});

describe('result colouring', () => {
  it.each([
    ['High Distinction', 'success'],
    ['Distinction', 'success'],
    ['Credit', 'success'],
    ['Pass Level 1', 'success'],
    ['Pass Level 2', 'success'],
    ['Conceded', 'success'],
    ['Non Graded Pass', 'success'],
    ['Fail Level 1', 'fail'],
    ['Fail Level 2', 'fail'],
    ['Withdrawn failed', 'fail'],
    ['Result Incomplete', 'incomplete'],
    ['Recognition of Prior Learning', 'unknown'],
    ['Pass', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
  ])('%s is %s', (text, set) => {
    expect(resultSet(text)).toBe(set);
  });
});
