import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { TenCharacterCodeField } from './TenCharacterCodeField';

describe('TenCharacterCodeField', () => {
  it('says "Ten numbers and letters" and wants exactly ten', async () => {
    renderInForm(<TenCharacterCodeField name="code" label="Course code" />);
    const input = screen.getByRole('textbox', { name: 'Course code' });
    expect(input).toHaveAccessibleDescription('Ten numbers and letters');
    await userEvent.type(input, 'ABC12');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '34XYZ');
    expect(input).toHaveValue('ABC1234XYZ');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
