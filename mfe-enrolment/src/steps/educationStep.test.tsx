import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { checkPayload, SCHOOL_TYPE_CODES } from '@portal/api';
import { renderPage, typeKeyByKey } from '@portal/testing';
import { preloadFormParts } from '@portal/ui';
import type { EnrolValues, EducationValues } from '../form/values';
import { CTX, METADATA, StepForm, summaryText, titleText } from '../testing/testSupport';
import { educationStep } from './educationStep';

beforeAll(() => preloadFormParts());

const open = (initialValues?: EnrolValues) => {
  let form: FormApi<EnrolValues> | undefined;
  renderPage(<StepForm step={educationStep} initialValues={initialValues} onForm={(f) => (form = f)} />, {
    api: { 'GET v1/metadata': { body: METADATA } },
  });
  return { values: () => form?.getState().values ?? {} };
};

const EDUCATION: EducationValues = {
  schoolType: String(SCHOOL_TYPE_CODES.highSchool),
  school: 'Wellington High School',
  schoolLevel: 'Year 12 or equivalent',
  yearLastAttendedSchool: '2019',
  educationLevel: 'NCEA Level 3',
  qualifications: ['Certificate', 'Diploma'],
  priorEducationalAchievements: ['Diploma (or associate diploma)'],
  priorEducationalAchievementYear: '2022',
};

const payloadOf = (education: EducationValues) => educationStep.toPayload({ education }, CTX);

it("is the step 'education' of the form section education", () => {
  expect([educationStep.name, educationStep.section, titleText(educationStep)]).toEqual([
    'education',
    'education',
    'Education',
  ]);
});

describe('the payload', () => {
  it('sends the ids and years of the answers, and takes them back (the school type from the school)', async () => {
    const payload = payloadOf(EDUCATION);
    expect(payload).toEqual({
      educationDetails: {
        schoolId: 1003,
        schoolLevelId: 12,
        yearLastAttendedSchool: 2019,
        educationLevelId: 4,
        qualificationIds: [1, 2],
        priorEducationalAchievementIds: [420],
        priorEducationalAchievementYear: 2022,
      },
    });
    expect((await checkPayload('application', payload)).errors).toEqual([]);
    expect(educationStep.fromPayload(payload, CTX)).toEqual(EDUCATION);
    expect(educationStep.fromPayload(payloadOf({ ...EDUCATION, schoolType: undefined }), CTX)).toEqual(
      EDUCATION,
    );
  });

  it('leaves out what is not answered, and the year of no prior achievement', async () => {
    const payload = payloadOf({
      schoolType: String(SCHOOL_TYPE_CODES.university),
      schoolLevel: 'Never attended school',
      school: '',
      qualifications: [],
      priorEducationalAchievementYear: '2020',
    });
    expect(payload).toEqual({ educationDetails: { schoolLevelId: 2 } });
    expect((await checkPayload('application', payload)).valid).toBe(true);
    expect(educationStep.fromPayload(payload, CTX)).toEqual({ schoolLevel: 'Never attended school' });
  });

  it('reads no step from an application without the school level', () => {
    expect(educationStep.fromPayload({}, CTX)).toBeUndefined();
    expect(educationStep.fromPayload({ educationDetails: { schoolId: 1001 } }, CTX)).toBeUndefined();
  });
});

it('lists the answers for the review, the year of prior achievement only with one', () => {
  expect(summaryText(educationStep.summary({ education: EDUCATION }, CTX))).toEqual([
    ['Last school or place of study', 'Wellington High School'],
    ['Highest school level completed', 'Year 12 or equivalent'],
    ['Year you last attended school', '2019'],
    ['Highest secondary school qualification', 'NCEA Level 3'],
    ['Qualifications you have completed', 'Certificate, Diploma'],
    ['Prior educational achievement', 'Diploma (or associate diploma)'],
    ['Year you completed the most recent of these', '2022'],
  ]);
  expect(summaryText(educationStep.summary({}, CTX))).toHaveLength(6);
});

describe('the fields', () => {
  it('narrow the schools to the type chosen, and clear a school of another type', async () => {
    const { values } = open();
    const level = screen.getByRole('combobox', { name: /Highest school level completed/ });
    await within(level).findByRole('option', { name: 'Never attended school' });
    const type = screen.getByRole('combobox', { name: /Type of school or place of study/ });
    await userEvent.selectOptions(type, 'University');
    const school = screen.getByRole('combobox', { name: /Last school or place of study/ });
    await typeKeyByKey(school, 'auck');
    const shown = await screen.findAllByRole('option', { name: /Auckland/ });
    expect(shown.map((option) => option.textContent)).toEqual(['The University of Auckland']);
    await userEvent.click(shown[0] as HTMLElement);
    expect(values().education?.school).toBe('The University of Auckland');

    await userEvent.selectOptions(type, 'High school');
    await waitFor(() => expect(values().education?.school).toBeUndefined());
  });

  it('ask the year of prior achievement once one is ticked', async () => {
    open();
    const group = screen.getByRole('group', { name: 'Prior educational achievement' });
    expect(screen.queryByRole('combobox', { name: /most recent of these/ })).not.toBeInTheDocument();
    await userEvent.click(await within(group).findByRole('checkbox', { name: 'Certificate I' }));
    const year = screen.getByRole('combobox', { name: /Year you completed the most recent of these/ });
    expect(within(year).getAllByRole('option')[1]).toHaveTextContent(String(new Date().getFullYear()));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Certificate I' }));
    expect(screen.queryByRole('combobox', { name: /most recent of these/ })).not.toBeInTheDocument();
  });

  it('fill in from the values of a stored application', async () => {
    open({ education: EDUCATION });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Last school or place of study/ })).toHaveValue(
        'Wellington High School',
      ),
    );
    expect(screen.getByRole('combobox', { name: /Highest school level completed/ })).toHaveValue(
      'Year 12 or equivalent',
    );
    expect(screen.getByRole('checkbox', { name: 'Diploma' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /most recent of these/ })).toHaveValue('2022');
  });

  it('say the school level is required once it has been touched', async () => {
    open();
    const level = screen.getByRole('combobox', { name: /Highest school level completed/ });
    await userEvent.click(level);
    await userEvent.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(level).toHaveAttribute('aria-invalid', 'true');
  });
});
