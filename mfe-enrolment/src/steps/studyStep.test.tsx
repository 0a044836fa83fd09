import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { checkPayload } from '@portal/api';
import { renderPage, typeKeyByKey } from '@portal/testing';
import { preloadFormParts } from '@portal/ui';
import type { EnrolValues, StudyValues } from '../form/values';
import { CTX, METADATA, StepForm, summaryText, titleText } from '../testing/testSupport';
import { asksSpokenEnglish, studyStep } from './studyStep';

beforeAll(() => preloadFormParts());

const open = (initialValues?: EnrolValues) => {
  let form: FormApi<EnrolValues> | undefined;
  renderPage(<StepForm step={studyStep} initialValues={initialValues} onForm={(f) => (form = f)} />, {
    api: { 'GET v1/metadata': { body: METADATA } },
  });
  return { values: () => form?.getState().values ?? {} };
};

const STUDY: StudyValues = {
  studyMode: 'Full-time online',
  studyReason: 'For personal interest or self-development',
  language: 'Samoan',
  spokenEnglishLevel: 'Well',
  feesAssistanceStatus: 'StudyLink Student Loan',
};
const PERSONAL = { firstName: 'Ana', lastName: 'Lee' };

it("is the step 'study' of the form section study", () => {
  expect([studyStep.name, studyStep.section, titleText(studyStep)]).toEqual(['study', 'study', 'Study']);
});

it('asks the spoken English level for a language other than English', () => {
  expect(asksSpokenEnglish('Samoan')).toBe(true);
  expect(asksSpokenEnglish('English')).toBe(false);
  expect(asksSpokenEnglish(undefined)).toBe(false);
});

describe('the payload', () => {
  it("sends only this step's fields, in the sections the schema has them, and takes them back", async () => {
    const payload = studyStep.toPayload({ study: STUDY, personal: PERSONAL }, CTX);
    expect(payload).toEqual({
      // Not the course step's productId: the server merges the section field by field.
      studyDetails: { studyModeId: 3, studyReasonId: 12 },
      paymentDetails: { feesAssistanceStatusId: 3 },
      personalDetails: { firstName: 'Ana', lastName: 'Lee', languageId: 3, spokenEnglishLevelId: 2 },
    });
    expect((await checkPayload('application', payload)).errors).toEqual([]);
    expect(studyStep.fromPayload(payload, CTX)).toEqual(STUDY);
  });

  it('leaves out the spoken English level of an English speaker, and what is not answered', async () => {
    const payload = studyStep.toPayload(
      { study: { ...STUDY, language: 'English' }, personal: PERSONAL },
      CTX,
    );
    expect(payload.personalDetails).toEqual({ firstName: 'Ana', lastName: 'Lee', languageId: 1 });
    const bare = studyStep.toPayload(
      {
        study: { studyMode: 'Part-time on campus', studyReason: 'To get a job', language: '' },
        personal: PERSONAL,
      },
      CTX,
    );
    expect(bare).toEqual({ studyDetails: { studyModeId: 2, studyReasonId: 1 } });
    expect((await checkPayload('application', bare)).valid).toBe(true);
  });

  it('sends the language only with the names the schema requires in the personal details', async () => {
    const payload = studyStep.toPayload({ study: STUDY }, CTX);
    expect(payload).not.toHaveProperty('personalDetails');
    expect((await checkPayload('application', payload)).valid).toBe(true);
    expect((await checkPayload('application', { personalDetails: { languageId: 3 } })).valid).toBe(false); // why: firstName and lastName are required there
  });

  it('reads no step from an application without mode, reason and fees assistance', () => {
    expect(studyStep.fromPayload({}, CTX)).toBeUndefined();
    // What the course step saves is not this step's answer.
    expect(
      studyStep.fromPayload({ studyDetails: { productId: 'P-1', studyModeId: 1 } }, CTX),
    ).toBeUndefined();
    expect(
      studyStep.fromPayload(
        {
          studyDetails: { productId: 'P-1', studyModeId: 1, studyReasonId: 11 },
          paymentDetails: { feesAssistanceStatusId: 1 },
          personalDetails: { firstName: 'Ana', lastName: 'Lee', languageId: 1, spokenEnglishLevelId: 4 },
        },
        CTX,
      ),
    ).toEqual({
      studyMode: 'Full-time on campus',
      studyReason: 'Other reasons',
      feesAssistanceStatus: 'Self-funded',
      language: 'English',
    });
  });
});

it('lists the answers for the review, the English level only when asked', () => {
  expect(summaryText(studyStep.summary({ study: STUDY }, CTX))).toEqual([
    ['How will you study?', 'Full-time online'],
    ['Main reason for studying', 'For personal interest or self-development'],
    ['How will your fees be paid?', 'StudyLink Student Loan'],
    ['Main language spoken at home', 'Samoan'],
    ['How well do you speak English?', 'Well'],
  ]);
  expect(summaryText(studyStep.summary({ study: { language: 'English' } }, CTX))).toHaveLength(4);
});

describe('the fields', () => {
  it('ask the spoken English level only for a language other than English', async () => {
    const { values } = open({ study: { language: 'English' } });
    const mode = screen.getByRole('combobox', { name: /How will you study\?/ });
    await within(mode).findByRole('option', { name: 'Full-time online' });
    expect(screen.getByRole('combobox', { name: /Main reason for studying/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /How will your fees be paid\?/ })).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: /Main language spoken at home/ });
    await waitFor(() => expect(language).toHaveValue('English'));
    expect(screen.queryByRole('combobox', { name: /How well do you speak English/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await typeKeyByKey(language, 'sam');
    await userEvent.click(await screen.findByRole('option', { name: 'Samoan' }));
    expect(values().study?.language).toBe('Samoan');
    const level = await screen.findByRole('combobox', { name: /How well do you speak English/ });
    await userEvent.selectOptions(level, 'Not well');
    expect(studyStep.toPayload({ ...values(), personal: PERSONAL }, CTX).personalDetails).toEqual({
      ...PERSONAL,
      languageId: 3,
      spokenEnglishLevelId: 3,
    });
  });

  it('say the study mode is required once it has been touched', async () => {
    open();
    const mode = screen.getByRole('combobox', { name: /How will you study\?/ });
    await userEvent.click(mode);
    await userEvent.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(mode).toHaveAttribute('aria-invalid', 'true');
  });
});
