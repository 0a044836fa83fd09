import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { checkPayload } from '@portal/api';
import { renderPage } from '@portal/testing';
import { preloadFormParts } from '@portal/ui';
import type { EnrolValues, DisabilityValues } from '../form/values';
import { CTX, METADATA, StepForm, summaryText, titleText } from '../testing/testSupport';
import { disabilityStep } from './disabilityStep';

beforeAll(() => preloadFormParts());

const open = (initialValues?: EnrolValues) => {
  let form: FormApi<EnrolValues> | undefined;
  renderPage(<StepForm step={disabilityStep} initialValues={initialValues} onForm={(f) => (form = f)} />, {
    api: { 'GET v1/metadata': { body: METADATA } },
  });
  return { values: () => form?.getState().values ?? {} };
};

const NONE = 'No, I do not need support at this time.';
const YES: DisabilityValues = {
  hasDisability: 'yes',
  disabilityStatus: 'Yes',
  disabilityTypes: ['Physical', 'Vision'],
  supportNeeds: ['Assistive technology'],
};

const payloadOf = (disability: DisabilityValues) => disabilityStep.toPayload({ disability }, CTX);

it("is the step 'disability' of the form section disability", () => {
  expect([disabilityStep.name, disabilityStep.section, titleText(disabilityStep)]).toEqual([
    'disability',
    'disability',
    'Disability and support',
  ]);
});

describe('the payload', () => {
  it('sends yes or no and the ids of the answers, and takes them back', async () => {
    const payload = payloadOf(YES);
    expect(payload).toEqual({
      disabilityDetails: {
        hasDisability: 'yes',
        disabilityStatusSDRId: 1,
        disabilityTypeIds: [12, 17],
        disabilitySupportNeeds: [2],
      },
    });
    expect((await checkPayload('application', payload)).errors).toEqual([]);
    expect(disabilityStep.fromPayload(payload, CTX)).toEqual(YES);
  });

  it('after no, sends neither the status nor the types (still the support wanted)', async () => {
    const payload = payloadOf({ ...YES, hasDisability: 'no', supportNeeds: [NONE] });
    expect(payload).toEqual({ disabilityDetails: { hasDisability: 'no', disabilitySupportNeeds: [3] } });
    expect((await checkPayload('application', payload)).valid).toBe(true);
    expect(disabilityStep.fromPayload(payload, CTX)).toEqual({ hasDisability: 'no', supportNeeds: [NONE] });
    expect(payloadOf({ hasDisability: 'yes', disabilityTypes: [] })).toEqual({
      disabilityDetails: { hasDisability: 'yes' },
    });
  });

  it('reads no step from an application without the yes or no', () => {
    expect(disabilityStep.fromPayload({}, CTX)).toBeUndefined();
    expect(
      disabilityStep.fromPayload({ disabilityDetails: { disabilityTypeIds: [11] } }, CTX),
    ).toBeUndefined();
    expect(
      disabilityStep.fromPayload(
        { disabilityDetails: { hasDisability: 'no', disabilityStatusSDRId: 1, disabilityTypeIds: [11] } },
        CTX,
      ),
    ).toEqual({ hasDisability: 'no' });
  });
});

it('lists the answers for the review, the status and types only after yes', () => {
  expect(summaryText(disabilityStep.summary({ disability: YES }, CTX))).toEqual([
    ['Do you have a disability, impairment or long-term condition?', 'Yes'],
    ['Disability status', 'Yes'],
    ['Which of these apply to you?', 'Physical, Vision'],
    ['Would you like support while you study?', 'Assistive technology'],
  ]);
  expect(summaryText(disabilityStep.summary({ disability: { hasDisability: 'no' } }, CTX))).toEqual([
    ['Do you have a disability, impairment or long-term condition?', 'No'],
    ['Would you like support while you study?', undefined],
  ]);
});

describe('the fields', () => {
  const question = () =>
    screen.getByRole('group', { name: /Do you have a disability, impairment or long-term condition\?/ });

  it('ask the status and the types only after yes, and say why the question is asked', async () => {
    const { values } = open();
    expect(question()).toHaveAccessibleDescription(
      'We ask so that we can arrange support for you. Your answer does not affect your application.',
    );
    expect(screen.queryByRole('combobox', { name: /Disability status/ })).not.toBeInTheDocument();

    await userEvent.click(within(question()).getByRole('button', { name: 'Yes' }));
    expect(within(question()).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: /Disability status/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Vision' }));
    expect(values().disability).toEqual({ hasDisability: 'yes', disabilityTypes: ['Vision'] });

    await userEvent.click(within(question()).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('combobox', { name: /Disability status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Vision' })).not.toBeInTheDocument();
    expect(disabilityStep.toPayload(values(), CTX)).toEqual({ disabilityDetails: { hasDisability: 'no' } });
  });

  it("keep 'No, I do not need support at this time.' apart from the other support", async () => {
    const { values } = open({ disability: { hasDisability: 'no' } });
    const group = screen.getByRole('group', { name: 'Would you like support while you study?' });
    await userEvent.click(await within(group).findByRole('checkbox', { name: 'Assistive technology' }));
    await userEvent.click(
      within(group).getByRole('checkbox', { name: 'Learning support (tutoring, study skills)' }),
    );
    await userEvent.click(within(group).getByRole('checkbox', { name: NONE }));
    expect(values().disability?.supportNeeds).toEqual([NONE]);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Assistive technology' }));
    expect(values().disability?.supportNeeds).toEqual(['Assistive technology']);
  });

  it('say the yes or no is required once it has been touched', async () => {
    open();
    const yes = within(question()).getByRole('button', { name: 'Yes' });
    await userEvent.click(yes);
    await userEvent.click(yes); // pressed again: no answer
    await userEvent.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(question()).toHaveAttribute('aria-invalid', 'true');
  });
});
