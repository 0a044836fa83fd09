// What a form keeps on the device until it is sent (useFormDraft): a real react-final-form form with plain
// inputs, local storage as the browser's (jsdom's). The forms that use it have their own tests (support,
// withdrawal, profile).
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { DEVICE_DATA_DAYS, DEVICE_DATA_PREFIX } from '@portal/api';
import { useFormDraft, type FormDraft } from './useFormDraft';

interface Values {
  topic?: string;
  question?: string;
  newPassword?: string;
  agree?: boolean;
}

const stored = (name = 'question', studentId = 'UP-1') =>
  JSON.parse(localStorage.getItem(`${DEVICE_DATA_PREFIX}${name}.${studentId}`) ?? 'null') as {
    values: Record<string, unknown>;
    cleared: string[];
    expiresAt: string;
  } | null;

let draft: FormDraft<Values>;
let formApi: FormApi<Values>;

function QuestionForm({
  studentId = 'UP-1',
  initialValues = { topic: 'Fees' },
  fields,
}: {
  /** null: nobody signed in. */
  studentId?: string | null;
  initialValues?: Values;
  fields?: readonly (keyof Values & string)[];
}) {
  draft = useFormDraft<Values>('question', studentId ?? undefined, { fields });
  return (
    <Form<Values> onSubmit={() => undefined} initialValues={initialValues} decorators={draft.decorators}>
      {({ form, pristine }) => {
        formApi = form;
        return (
          <form aria-label="Your question">
            {draft.restored ? <p role="status">Kept</p> : null}
            <label>
              Topic <Field name="topic" component="input" />
            </label>
            <label>
              Question <Field name="question" component="textarea" />
            </label>
            <label>
              New password <Field name="newPassword" component="input" type="password" />
            </label>
            <label>
              Agree <Field name="agree" component="input" type="checkbox" />
            </label>
            <span>{pristine ? 'unchanged' : 'changed'}</span>
          </form>
        );
      }}
    </Form>
  );
}

const box = (name: string) => screen.getByLabelText(name);

/** A copy kept by an earlier page of this student (the device entry as useFormDraft writes it). */
const keep = (values: Record<string, unknown>) =>
  localStorage.setItem(
    `${DEVICE_DATA_PREFIX}question.UP-1`,
    JSON.stringify({ values, cleared: [], expiresAt: new Date(Date.now() + 60_000).toISOString() }),
  );

beforeEach(() => localStorage.clear());

it('keeps only the fields changed from the first values, for the student, for 14 days, never a password', async () => {
  render(<QuestionForm />);
  expect(stored()).toBeNull(); // nothing typed: nothing kept
  await userEvent.type(box('Question'), 'How do I pay my fees in two parts?');
  await userEvent.type(box('New password'), 'Secret-123');
  const kept = stored();
  expect(kept?.values).toEqual({ question: 'How do I pay my fees in two parts?' });
  expect(kept?.cleared).toEqual([]);
  const days = (Date.parse(kept!.expiresAt) - Date.now()) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(DEVICE_DATA_DAYS - 0.01);
  expect(JSON.stringify(localStorage)).not.toContain('Secret-123');
  expect(screen.queryByRole('status')).not.toBeInTheDocument(); // typed here: nothing to say
});

it('a new form (after a sign-in round trip) starts from what was kept, changed, and says so', async () => {
  const first = render(<QuestionForm />);
  await userEvent.clear(box('Topic'));
  await userEvent.type(box('Question'), 'Half a question');
  first.unmount();
  expect(stored()).toEqual(
    expect.objectContaining({ values: { question: 'Half a question' }, cleared: ['topic'] }),
  );

  render(<QuestionForm />);
  expect(await screen.findByRole('status')).toHaveTextContent('Kept');
  expect(box('Question')).toHaveValue('Half a question');
  expect(box('Topic')).toHaveValue(''); // emptied, and still empty
  expect(screen.getByText('changed')).toBeInTheDocument(); // not sent: the form is not its first values
});

it('goes when the form is back to its first values: emptied by hand, or Reset', async () => {
  render(<QuestionForm />);
  await userEvent.type(box('Question'), 'Something');
  expect(stored()).not.toBeNull();
  await userEvent.clear(box('Question'));
  expect(stored()).toBeNull();

  keep({ question: 'Kept before' });
  cleanup();
  render(<QuestionForm />);
  expect(await screen.findByRole('status')).toHaveTextContent('Kept');
  act(() => formApi.reset());
  expect(box('Question')).toHaveValue('');
  expect(stored()).toBeNull();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('goes once the form was sent (forget), and the note with it', async () => {
  keep({ question: 'Kept' });
  render(<QuestionForm />);
  expect(await screen.findByRole('status')).toBeInTheDocument();
  act(() => draft.forget());
  expect(stored()).toBeNull();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('keeps only the fields it is given; another student, or nobody, finds nothing', async () => {
  const { unmount } = render(<QuestionForm fields={['question']} />);
  await userEvent.type(box('Question'), 'Only this');
  await userEvent.click(box('Agree'));
  await userEvent.clear(box('Topic'));
  expect(stored()?.values).toEqual({ question: 'Only this' });
  expect(stored()?.cleared).toEqual([]);
  unmount();

  const other = render(<QuestionForm studentId="UP-2" />);
  expect(box('Question')).toHaveValue('');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  other.unmount();
  expect(stored()?.values).toEqual({ question: 'Only this' }); // still the first student's

  render(<QuestionForm studentId={null} />);
  await userEvent.type(box('Question'), 'Anonymous');
  expect(JSON.stringify(localStorage)).not.toContain('Anonymous');
});

it('a kept password (from an older page) is not put back', async () => {
  keep({ question: 'Kept', newPassword: 'Secret-123' });
  render(<QuestionForm />);
  expect(await screen.findByLabelText('Question')).toHaveValue('Kept');
  expect(box('New password')).toHaveValue('');
  expect(JSON.stringify(localStorage)).not.toContain('Secret-123');
});
