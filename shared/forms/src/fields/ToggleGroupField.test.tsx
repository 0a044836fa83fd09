import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { ToggleGroupField, toggleColumns } from './ToggleGroupField';

const days = ['Mon', 'Tue', 'Wed'].map((day) => ({ value: day, label: day }));

describe('ToggleGroupField', () => {
  it('one value: pressing chooses, pressing the chosen one again deselects', async () => {
    const { values } = renderInForm(<ToggleGroupField name="day" label="Day" options={days} />);
    expect(screen.getByRole('group', { name: 'Day' })).toBeInTheDocument();
    const mon = screen.getByRole('button', { name: 'Mon' });
    await userEvent.click(mon);
    expect(mon).toHaveAttribute('aria-pressed', 'true');
    expect(values()).toEqual({ day: 'Mon' });
    await userEvent.click(screen.getByRole('button', { name: 'Tue' }));
    expect(mon).toHaveAttribute('aria-pressed', 'false');
    expect(values()).toEqual({ day: 'Tue' });
    await userEvent.click(screen.getByRole('button', { name: 'Tue' }));
    expect(values()).toEqual({});
  });

  it('several values, by keyboard (Tab, Enter, Space)', async () => {
    const { values } = renderInForm(<ToggleGroupField name="days" label="Days" options={days} multiple />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(values()).toEqual({ days: ['Mon', 'Tue'] });
    await userEvent.keyboard(' ');
    expect(values()).toEqual({ days: ['Mon'] });
  });

  it('required: the message shows and is linked to the group', async () => {
    renderInForm(<ToggleGroupField name="day" label="Day" options={days} required />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('group', { name: /Day/ })).toHaveAccessibleDescription('Required');
  });

  it('columns: the breakpoint maximums, at most 7 by default, at most one per button', () => {
    expect(toggleColumns(20)).toEqual({ base: 2, sm: 4, md: 4, lg: 7, xl: 7 });
    expect(toggleColumns(20, 10)).toEqual({ base: 2, sm: 4, md: 4, lg: 8, xl: 10 });
    expect(toggleColumns(3)).toEqual({ base: 2, sm: 3, md: 3, lg: 3, xl: 3 });
  });
});
