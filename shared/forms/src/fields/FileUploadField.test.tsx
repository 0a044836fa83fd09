import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { FileUploadField } from './FileUploadField';

const file = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const picker = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileUploadField', () => {
  it('adds files, ignores a second file of the same name, removes a file when clicked', async () => {
    const { container, values } = renderInForm(<FileUploadField name="documents" label="Documents" />);
    const add = screen.getByRole('button', { name: 'Documents Add files' });
    expect(add).toHaveAccessibleDescription('Up to 32Mb per file');
    await userEvent.upload(picker(container), [file('passport.pdf'), file('visa.pdf')]);
    await userEvent.upload(picker(container), [file('passport.pdf', 99)]);
    expect((values().documents as File[]).map((f) => f.name)).toEqual(['passport.pdf', 'visa.pdf']);
    expect((values().documents as File[])[0]?.size).toBe(10);

    await userEvent.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    expect((values().documents as File[]).map((f) => f.name)).toEqual(['visa.pdf']);
    expect(add).toHaveFocus();
  });

  it('rejects a file over the limit with a message', async () => {
    const { container } = renderInForm(
      <FileUploadField name="documents" label="Documents" maxBytes={1024 * 1024} />,
    );
    await userEvent.upload(picker(container), [file('scan.pdf', 2 * 1024 * 1024)]);
    const add = screen.getByRole('button', { name: 'Documents Add files' });
    expect(add).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('scan.pdf is larger than 1Mb')).toBeInTheDocument();
  });

  it('opens the file picker from the button (Enter)', async () => {
    const { container } = renderInForm(<FileUploadField name="documents" label="Documents" />);
    const clicked = jest.fn();
    picker(container).addEventListener('click', clicked);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(clicked).toHaveBeenCalled();
  });
});
