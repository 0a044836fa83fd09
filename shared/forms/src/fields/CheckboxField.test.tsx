import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('ticks and unticks with Space, storing true/false', async () => {
    const { values } = renderInForm(<CheckboxField name="agree" label="I agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(values()).toEqual({ agree: true });
    await userEvent.click(box);
    expect(values()).toEqual({ agree: false });
  });

  it('when required, must be ticked', async () => {
    const onSubmit = jest.fn();
    renderInForm(<CheckboxField name="agree" label="I agree" required="Please accept the terms" />, {
      onSubmit,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ agree: true });
  });

  it("ticks with a click on its label or box: the label's for names the input's own id", async () => {
    const { values } = renderInForm(<CheckboxField name="agree" label="I agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    const label = box.closest('label')!;
    expect(label).toHaveAttribute('for', box.id);
    await userEvent.click(screen.getByText('I agree'));
    expect(values()).toEqual({ agree: true });
  });

  it('can be disabled', () => {
    renderInForm(<CheckboxField name="agree" label="I agree" disabled />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeDisabled();
  });
});
