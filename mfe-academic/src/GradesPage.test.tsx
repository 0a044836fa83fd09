// Grades as the shell renders it: the submissions list (every provider but soe) and soe's nested list.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declaredReads, pageReadsMade, renderPage, type FakeResponse } from '@portal/testing';
import type { Assessment, AssessmentAttempt, Enrolment } from '@portal/api';
import type { ProviderSlug } from '@portal/config';
import contract from './contract';
import GradesPage from './GradesPage';

const ENROLMENTS_CALL = 'GET v1/secure/enrolment?studentupid=S1';

const attempt = (
  attemptNumber: number,
  statusCode: string,
  externalGrade: string | null = null,
): AssessmentAttempt => ({
  attemptNumber,
  statusCode,
  externalGrade,
  submissionDate: statusCode === 'Opened' ? null : '2026-02-01T03:00:00Z',
  gradedDate: externalGrade ? '2026-02-08T03:00:00Z' : null,
  name: `essay_v${attemptNumber}.pdf`,
  size: 38_912,
});

const assessment = (name: string, attempts: AssessmentAttempt[]): Assessment => {
  const last = attempts[attempts.length - 1];
  return {
    name,
    assessmentCode: name.replace(/\W+/g, '-'),
    status: last?.statusCode ?? null,
    externalGrade: last?.externalGrade ?? null,
    assessmentAttempts: attempts,
  };
};

const ENROLMENTS: Enrolment[] = [
  {
    courseName: 'Diploma of Business',
    courseCode: 'BSB50120',
    enrolmentCourseId: 'E1',
    enrolmentBlockList: [
      {
        name: 'Block 1',
        enrolmentModuleList: [
          {
            name: 'Manage budgets',
            moduleCode: 'BSBFIN501',
            enrolmentModuleAssessmentList: [
              assessment('Case Study', [
                attempt(1, 'Resubmission', 'NYS'),
                attempt(2, 'Completed', 'Competent'),
              ]),
              assessment('Knowledge Questions', [
                attempt(1, 'Submission Error'),
                attempt(2, 'Grading Complete'),
              ]),
              assessment('Role Play', [attempt(1, 'Incomplete')]),
            ],
          },
        ],
      },
      {
        name: 'Block 2',
        enrolmentModuleList: [
          {
            name: 'Business risk',
            moduleCode: 'BSBOPS504',
            enrolmentModuleAssessmentList: [
              assessment('Workplace Project', [attempt(1, 'Submitted')]),
              assessment('Practical Observation', [attempt(1, 'Opened')]),
            ],
          },
        ],
      },
    ],
  },
];

const show = (provider: ProviderSlug, answer: FakeResponse, pageSize = 8) =>
  renderPage(<GradesPage />, { provider, config: { pageSize }, api: { [ENROLMENTS_CALL]: answer } });

/** Text on show (not in a closed disclosure). */
const shown = { ignore: '[hidden] *, script, style' };
const card = (name: string) => screen.getByRole('heading', { name, level: 4 }).closest('li')!;

it('groups submissions by course, module and assessment, each with its status', async () => {
  show('up-online', { body: ENROLMENTS });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your grades...');
  expect(await screen.findByRole('heading', { level: 2, name: /Diploma of Business/ })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Manage budgetsBSBFIN501',
    'Business riskBSBOPS504',
  ]);
  expect(within(card('Case Study')).getByText('Complete', shown)).toBeInTheDocument();
  expect(within(card('Case Study')).getByText('Grade: Competent')).toBeInTheDocument();
  expect(within(card('Knowledge Questions')).getByText('Graded', shown)).toBeInTheDocument();
  expect(within(card('Role Play')).getByText('Incomplete', shown)).toBeInTheDocument();
  expect(within(card('Workplace Project')).getByText('Pending grade', shown)).toBeInTheDocument();
  expect(within(card('Practical Observation')).getByText('Not submitted', shown)).toBeInTheDocument();
  expect(
    screen.getByText(/Please note: an assessment is graded within 10 business days/),
  ).toBeInTheDocument();
});

it('shows the attempts of an assessment behind a disclosure button, Opened attempts hidden', async () => {
  const user = userEvent.setup();
  show('yoobee', { body: ENROLMENTS });
  const caseStudy = card(
    (await screen.findByRole('heading', { name: 'Case Study', level: 4 })).textContent ?? '',
  );
  const button = within(caseStudy).getByRole('button', { name: 'Show attempts at Case Study (2)' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(list).not.toBeVisible();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAccessibleName('Hide attempts at Case Study');
  expect(list).toBeVisible();
  const attempts = within(list).getAllByRole('listitem');
  expect(attempts.map((a) => within(a).getByText(/^Attempt /).textContent)).toEqual([
    'Attempt 1',
    'Attempt 2',
  ]);
  expect(within(attempts[0]!).getByText('Complete', shown)).toBeInTheDocument();
  expect(within(attempts[0]!).getByText('NYS')).toBeInTheDocument();
  expect(within(attempts[1]!).getByText('essay_v2.pdf (38.9 kB)')).toBeInTheDocument();
  expect(within(attempts[1]!).getByText('February 8, 2026')).toBeInTheDocument();

  const errored = within(card('Knowledge Questions')).getByRole('button', { name: /Show attempts/ });
  await user.click(errored);
  expect(within(card('Knowledge Questions')).getByText('Submission Error')).toBeInTheDocument();

  const opened = within(card('Practical Observation')).getByRole('button', {
    name: 'Show attempts at Practical Observation (0)',
  });
  await user.keyboard('{Tab}');
  opened.focus();
  await user.keyboard('{Enter}');
  expect(opened).toHaveAttribute('aria-expanded', 'true');
  expect(within(card('Practical Observation')).getByText('No attempts submitted yet.')).toBeInTheDocument();
});

it('pages the assessments by 8 with Load more, focusing the first new one', async () => {
  const user = userEvent.setup();
  const many: Enrolment[] = [
    {
      courseName: 'Long course',
      enrolmentCourseId: 'L',
      enrolmentBlockList: [
        {
          name: 'Block 1',
          enrolmentModuleList: [
            {
              name: 'Module 1',
              enrolmentModuleAssessmentList: Array.from({ length: 11 }, (_, i) =>
                assessment(`Task ${i + 1}`, [attempt(1, 'Completed', 'C')]),
              ),
            },
          ],
        },
      ],
    },
  ];
  show('up-online', { body: many });
  await screen.findByRole('heading', { name: 'Task 1' });
  expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(8);
  expect(screen.getByText('Showing 8 of 11 assessments')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(11);
  expect(screen.getByRole('heading', { name: 'Task 9' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Please note/)).not.toBeInTheDocument();
});

it('shows soe the nested list course > block > module > assessment, with grades and ticks', async () => {
  show('soe', { body: ENROLMENTS });
  expect(await screen.findByRole('heading', { level: 2, name: 'Diploma of Business' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Block 1',
    'Block 2',
  ]);
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
    'Manage budgets',
    'Business risk',
  ]);
  const line = (name: string) => screen.getByRole('heading', { level: 5, name }).closest('li')!;
  expect(within(line('Case Study')).getByText('Grade: Competent')).toBeInTheDocument();
  expect(within(line('Case Study')).getByText('Completed')).toBeInTheDocument();
  expect(within(line('Knowledge Questions')).getByText('No grade yet')).toBeInTheDocument();
  expect(within(line('Knowledge Questions')).queryByText('Completed')).not.toBeInTheDocument();
  expect(within(line('Workplace Project')).queryByText('Completed')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /attempts/ })).not.toBeInTheDocument();
  // The nested levels are lists.
  expect(line('Case Study').parentElement?.tagName).toBe('UL');
});

it("shows a load failure's message in an error bar", async () => {
  show('soe', { status: 503, statusText: 'Service Unavailable', body: {} });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Service Unavailable: Up API GET v1/secure/enrolment?studentupid=S1',
  );
});

it('names in its contract the reads it makes as it opens (the shell starts them early)', async () => {
  const { api } = show('up-online', { body: ENROLMENTS });
  expect(await screen.findByRole('heading', { level: 2, name: /Diploma of Business/ })).toBeInTheDocument();
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'GradesPage'));
});
