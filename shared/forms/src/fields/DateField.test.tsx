import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { DateField } from './DateField';
import { TextField } from './TextField';

/** The date input (type=date has no ARIA role of its own in jsdom). */
const dateInput = (name: RegExp) => screen.getByLabelText(name);
/** Picks a day as the browser's picker does (one change event), then leaves the field. */
const typeDate = (input: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });

describe('DateField', () => {
  it('is a date input bounded 1900-01-01..2100-01-01 by default', () => {
    renderInForm(<DateField name="born" label="Date of birth" />);
    const input = dateInput(/Date of birth/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '1900-01-01');
    expect(input).toHaveAttribute('max', '2100-01-01');
  });

  it('rejects a day before the minimum with the spec message', async () => {
    const { values } = renderInForm(<DateField name="born" label="Date of birth" />);
    const input = dateInput(/Date of birth/);
    await typeDate(input, '1899-12-31');
    expect(values()).toEqual({ born: '1899-12-31' });
    expect(input).toHaveAccessibleDescription('Date must be on or after 1900-01-01');
    await typeDate(input, '1990-05-17');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('with disableFuture, stops at today', async () => {
    renderInForm(<DateField name="born" label="Date of birth" disableFuture />);
    const input = dateInput(/Date of birth/);
    const today = dayjs().format('YYYY-MM-DD');
    expect(input).toHaveAttribute('max', today);
    await typeDate(input, dayjs().add(1, 'day').format('YYYY-MM-DD'));
    expect(input).toHaveAccessibleDescription(`Date must be on or before ${today}`);
  });

  it('with disablePast, starts at today', () => {
    renderInForm(<DateField name="start" label="Start date" disablePast />);
    expect(dateInput(/Start date/)).toHaveAttribute('min', dayjs().format('YYYY-MM-DD'));
  });

  it('is required when asked', async () => {
    renderInForm(<DateField name="start" label="Start date" required />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(dateInput(/Start date/)).toHaveAccessibleDescription('Required');
  });
});

/** What the browser does with text in a date input that is not a date (31 February, a day without its year): the
 * input's value is '' as when empty, and its validity says `badInput`. Typing fires key events, and an input event
 * only when the value changes. */
function typeNotADate(input: HTMLElement, previous = '') {
  Object.defineProperty(input, 'validity', {
    configurable: true,
    get: () => ({ badInput: true, valid: false }),
  });
  if (previous) fireEvent.change(input, { target: { value: '' } });
  fireEvent.keyUp(input, { key: '1' });
}
/** The text corrected into a date, or cleared: the browser's validity is fine again. */
function typeDay(input: HTMLElement, value: string) {
  Object.defineProperty(input, 'validity', {
    configurable: true,
    get: () => ({ badInput: false, valid: true }),
  });
  fireEvent.keyUp(input, { key: '1' });
  fireEvent.change(input, { target: { value } });
}

describe('a date that does not exist', () => {
  it('says so, not "Required", and is not an answer: the form cannot be sent', async () => {
    const onSubmit = jest.fn();
    const { values } = renderInForm(<DateField name="born" label="Date of birth" required />, { onSubmit });
    const input = dateInput(/Date of birth/);
    await act(async () => {
      input.focus();
      typeNotADate(input);
      fireEvent.blur(input);
    });
    expect(input).toHaveAccessibleDescription('Invalid date, format is YYYY-MM-DD');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(values()).toEqual({});
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription('Invalid date, format is YYYY-MM-DD');

    await act(async () => typeDay(input, '2021-02-28'));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(values()).toEqual({ born: '2021-02-28' });
  });

  it('in an optional field too; once cleared the field is fine again', async () => {
    const onSubmit = jest.fn();
    renderInForm(<DateField name="start" label="Start date" />, { onSubmit });
    const input = dateInput(/Start date/);
    await act(async () => {
      typeNotADate(input);
      fireEvent.blur(input);
    });
    expect(input).toHaveAccessibleDescription('Invalid date, format is YYYY-MM-DD');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => {
      typeDay(input, '');
      fireEvent.blur(input);
    });
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({});
  });

  it('a valid date changed into one that does not exist loses its value and says so', async () => {
    const { values } = renderInForm(<DateField name="born" label="Date of birth" />, {
      initialValues: { born: '2021-02-28' },
    });
    const input = dateInput(/Date of birth/);
    await act(async () => {
      typeNotADate(input, '2021-02-28');
      fireEvent.blur(input);
    });
    expect(values()).toEqual({});
    expect(input).toHaveAccessibleDescription('Invalid date, format is YYYY-MM-DD');
  });

  it('a TextField of type date says so too', async () => {
    renderInForm(<TextField name="when" type="date" label="When" required />);
    const input = screen.getByLabelText(/When/);
    await act(async () => {
      typeNotADate(input);
      fireEvent.blur(input);
    });
    expect(input).toHaveAccessibleDescription('Invalid date, format is YYYY-MM-DD');
  });
});
