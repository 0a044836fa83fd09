import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { checkPayload } from '@portal/api';
import { renderPage } from '@portal/testing';
import { preloadFormParts } from '@portal/ui';
import type { EnrolValues, EmploymentValues } from '../form/values';
import { CTX, METADATA, StepForm, summaryText, titleText } from '../testing/testSupport';
import { employmentStep, isEmployedStatus } from './employmentStep';

beforeAll(() => preloadFormParts());

const open = (initialValues?: EnrolValues) => {
  let form: FormApi<EnrolValues> | undefined;
  renderPage(<StepForm step={employmentStep} initialValues={initialValues} onForm={(f) => (form = f)} />, {
    api: { 'GET v1/metadata': { body: METADATA } },
  });
  return { values: () => form?.getState().values };
};

const EMPLOYED: EmploymentValues = {
  employmentStatus: 'Full-time employee',
  industryDivision: 'Construction',
  industrySubdivision: 'Building Construction',
  occupation: 'Technicians and Trades Workers',
};

const payloadOf = (employment: EmploymentValues) => employmentStep.toPayload({ employment }, CTX);

it("is the step 'employment' of the form section employment", () => {
  expect([employmentStep.name, employmentStep.section, titleText(employmentStep)]).toEqual([
    'employment',
    'employment',
    'Employment',
  ]);
});

describe('the employed rule', () => {
  it.each([
    ['Full-time employee', true],
    ['Part-time employee', true],
    ['Self-employed – not employing others', true],
    ['Employer', true],
    ['Employed – unpaid worker in a family business', true],
    ['Unemployed – seeking full-time work', false],
    ['Unemployed – seeking part-time work', false],
    ['Not employed – not seeking employment', false],
    [undefined, false],
  ])('%s: %s', (label, employed) => expect(isEmployedStatus(label)).toBe(employed));

  it('covers every status of the metadata', () => {
    expect(METADATA.currentEmploymentStatuses.filter((s) => isEmployedStatus(s.label))).toHaveLength(5);
  });
});

describe('the payload', () => {
  it('sends the ids of the answers, and takes them back', async () => {
    const payload = payloadOf(EMPLOYED);
    expect(payload).toEqual({
      employmentDetails: {
        currentEmploymentStatusId: 1,
        industryDivisionId: 3,
        industrySubdivisionId: 30,
        occupationId: 3,
      },
    });
    expect((await checkPayload('application', payload)).errors).toEqual([]);
    expect(employmentStep.fromPayload(payload, CTX)).toEqual(EMPLOYED);
  });

  it('leaves out the industry and occupation of someone not employed, and empty answers', async () => {
    const payload = payloadOf({ ...EMPLOYED, employmentStatus: 'Unemployed – seeking part-time work' });
    expect(payload).toEqual({ employmentDetails: { currentEmploymentStatusId: 7 } });
    expect((await checkPayload('application', payload)).valid).toBe(true);
    expect(payloadOf({ employmentStatus: 'Employer', occupation: '' })).toEqual({
      employmentDetails: { currentEmploymentStatusId: 4 },
    });
    expect(employmentStep.fromPayload(payload, CTX)).toEqual({
      employmentStatus: 'Unemployed – seeking part-time work',
    });
  });

  it('reads no step from an application without a status, nor a stale industry of an earlier save', () => {
    expect(employmentStep.fromPayload({}, CTX)).toBeUndefined();
    expect(employmentStep.fromPayload({ employmentDetails: { occupationId: 1 } }, CTX)).toBeUndefined();
    expect(
      employmentStep.fromPayload(
        { employmentDetails: { currentEmploymentStatusId: 8, industryDivisionId: 3, occupationId: 1 } },
        CTX,
      ),
    ).toEqual({ employmentStatus: 'Not employed – not seeking employment' });
  });

  it('says which label it does not know', () => {
    expect(() => payloadOf({ employmentStatus: 'Astronaut' })).toThrow('Unexpected label value Astronaut');
    expect(() => employmentStep.toPayload({ employment: EMPLOYED }, { ...CTX, metadata: undefined })).toThrow(
      'No lookup table to map Full-time employee',
    );
  });
});

it('lists the answers for the review, the work only of someone employed', () => {
  expect(summaryText(employmentStep.summary({ employment: EMPLOYED }, CTX))).toEqual([
    ['Current employment status', 'Full-time employee'],
    ['Industry you work in', 'Construction'],
    ['Part of that industry', 'Building Construction'],
    ['Occupation', 'Technicians and Trades Workers'],
  ]);
  expect(summaryText(employmentStep.summary({}, CTX))).toEqual([['Current employment status', undefined]]);
});

describe('the fields', () => {
  it('ask the industry and the occupation only of someone employed', async () => {
    const { values } = open();
    const status = screen.getByRole('combobox', { name: /Current employment status/ });
    await within(status).findByRole('option', { name: 'Employer' });
    expect(screen.queryByRole('combobox', { name: /Industry you work in/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(status, 'Employer');
    expect(screen.getByRole('heading', { level: 3, name: 'Your work' })).toBeInTheDocument();
    const division = screen.getByRole('combobox', { name: /Industry you work in/ });
    const subdivision = screen.getByRole('combobox', { name: /Part of that industry/ });
    expect(screen.getByRole('combobox', { name: /Occupation/ })).toBeInTheDocument();
    await userEvent.selectOptions(division, 'Construction');
    expect(
      within(subdivision)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['', 'Building Construction', 'Construction Services']);
    await userEvent.selectOptions(subdivision, 'Construction Services');

    await userEvent.selectOptions(status, 'Unemployed – seeking full-time work');
    expect(screen.queryByRole('combobox', { name: /Industry you work in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Occupation/ })).not.toBeInTheDocument();
    expect(employmentStep.toPayload(values() ?? {}, CTX)).toEqual({
      employmentDetails: { currentEmploymentStatusId: 6 },
    });
  });

  it('fill in from the values of a stored application', async () => {
    open({ employment: EMPLOYED });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Part of that industry/ })).toHaveValue(
        'Building Construction',
      ),
    );
    expect(screen.getByRole('combobox', { name: /Current employment status/ })).toHaveValue(
      'Full-time employee',
    );
  });

  it('say the status is required once it has been touched', async () => {
    open();
    const status = screen.getByRole('combobox', { name: /Current employment status/ });
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(status);
    await userEvent.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(status).toHaveAttribute('aria-invalid', 'true');
  });
});
