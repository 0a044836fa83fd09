import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { DateField } from './DateField';

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
