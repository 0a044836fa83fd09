import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { FileUpload, type FileUploadItem, type FileUploadStatus } from './FileUpload';
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

describe('FileUploadField with drop and statuses', () => {
  // Drag events on the zone's text reach the zone, as they do from a person's pointer.
  const dropText = () => screen.getByText('Drop files here, or');

  it('takes dropped files into the value, marks the zone while dragging, and ignores a name already listed', async () => {
    const { container, values } = renderInForm(<FileUploadField name="documents" label="Documents" drop />);
    await userEvent.upload(picker(container), [file('passport.pdf')]);
    fireEvent.dragEnter(dropText(), { dataTransfer: { files: [] } });
    expect(container.querySelector('[data-dragging]')).toContainElement(dropText());
    fireEvent.drop(dropText(), {
      dataTransfer: { files: [file('passport.pdf', 99), file('visa.pdf'), file('visa.pdf', 5)] },
    });
    expect(container.querySelector('[data-dragging]')).toBeNull();
    expect((values().documents as File[]).map((f) => [f.name, f.size])).toEqual([
      ['passport.pdf', 10],
      ['visa.pdf', 10],
    ]);
    // The plain list is there as without a drop zone.
    expect(
      within(screen.getByRole('list', { name: 'Chosen files' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['passport.pdf (0Mb) ✕', 'visa.pdf (0Mb) ✕']);
    expect(screen.getByRole('button', { name: 'Documents Add files' })).toBeEnabled();
  });

  it('a disabled field takes no drop', () => {
    const { container, values } = renderInForm(
      <FileUploadField name="documents" label="Documents" drop disabled />,
    );
    fireEvent.dragEnter(dropText(), { dataTransfer: { files: [] } });
    expect(container.querySelector('[data-dragging]')).toBeNull();
    fireEvent.drop(dropText(), { dataTransfer: { files: [file('visa.pdf')] } });
    expect(values().documents).toBeUndefined();
  });

  it('lists a file with a status with its progress and Stop, or its error and Retry', async () => {
    const onRetry = jest.fn();
    const status = (f: File): FileUploadStatus | undefined =>
      f.name === 'passport.pdf'
        ? { state: 'sending', progress: 0.42 }
        : f.name === 'visa.pdf'
          ? { state: 'failed', error: 'Busy, try later' }
          : undefined;
    const { container, values } = renderInForm(
      <FileUploadField name="documents" label="Documents" status={status} onRetry={onRetry} />,
    );
    await userEvent.upload(picker(container), [file('passport.pdf'), file('visa.pdf'), file('cv.pdf')]);

    const rows = screen.getByRole('list', { name: 'Files being sent' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Sending passport.pdf' })).toHaveAttribute('value', '42');
    expect(screen.getByRole('alert')).toHaveTextContent('Busy, try later');
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('button')).toHaveLength(1);
    // Sending: Stop, no Retry; failed: Retry (calling back with the file) and Remove.
    expect(screen.queryByRole('button', { name: 'Retry passport.pdf' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry visa.pdf' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect((onRetry.mock.calls[0] as [File])[0].name).toBe('visa.pdf');

    await userEvent.click(screen.getByRole('button', { name: 'Stop sending passport.pdf' }));
    expect((values().documents as File[]).map((f) => f.name)).toEqual(['visa.pdf', 'cv.pdf']);
    expect(screen.getByRole('button', { name: 'Documents Add files' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove visa.pdf' }));
    expect((values().documents as File[]).map((f) => f.name)).toEqual(['cv.pdf']);
    expect(screen.queryByRole('list', { name: 'Files being sent' })).toBeNull();
  });

  it('has no Retry without onRetry', async () => {
    const { container } = renderInForm(
      <FileUploadField
        name="documents"
        label="Documents"
        status={() => ({ state: 'failed', error: 'Refused' })}
      />,
    );
    await userEvent.upload(picker(container), [file('visa.pdf')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove visa.pdf' })).toBeInTheDocument();
  });
});

describe('FileUpload (no form of its own)', () => {
  const Harness = ({ onAdd = jest.fn() }: { onAdd?: (files: File[]) => void }) => {
    const [files, setFiles] = useState<FileUploadItem[]>([
      { name: 'grades.pdf', size: 2048 },
      { name: 'scan.tiff', size: 33 * 1024 * 1024, status: { state: 'refused', error: 'Too large' } },
    ]);
    return (
      <FileUpload
        files={files}
        onAdd={(added) => {
          onAdd(added);
          setFiles((list) => [...list, ...added.map((f) => ({ name: f.name, size: f.size }))]);
        }}
        onRemove={(name) => setFiles((list) => list.filter((f) => f.name !== name))}
        onRetry={jest.fn()}
        listLabel="Documents sent"
        emptyText="None yet."
        drop
        testId="documents"
      />
    );
  };

  it('titles its list, says when it is empty, gives its test ids, and offers no Retry for a refused file', async () => {
    const onAdd = jest.fn();
    renderInForm(<Harness onAdd={onAdd} />);
    const sent = screen.getByRole('list', { name: 'Documents sent' });
    expect(screen.getByRole('button', { name: 'Add files' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too large');
    expect(screen.queryByRole('button', { name: 'Retry scan.tiff' })).toBeNull();

    // Neither a listed name (with a status or not) nor a name twice in the drop is added.
    fireEvent.drop(screen.getByTestId('documents-drop'), {
      dataTransfer: { files: [file('scan.tiff'), file('grades.pdf'), file('id.pdf'), file('id.pdf', 3)] },
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect((onAdd.mock.calls[0] as [File[]])[0].map((f) => [f.name, f.size])).toEqual([['id.pdf', 10]]);
    // Nothing new: not called.
    await userEvent.upload(screen.getByTestId('documents-input'), [file('id.pdf')]);
    expect(onAdd).toHaveBeenCalledTimes(1);

    await userEvent.click(within(sent).getByRole('button', { name: 'Remove grades.pdf' }));
    await userEvent.click(within(sent).getByRole('button', { name: 'Remove id.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove scan.tiff' }));
    expect(screen.queryByRole('list', { name: 'Documents sent' })).toBeNull();
    expect(screen.getByText('Documents sent')).toBeInTheDocument();
    expect(screen.getByText('None yet.')).toBeInTheDocument();
  });
});
