import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { checkPayload } from '@portal/api';
import { newFiles } from '@portal/forms';
import { renderPage, type SeenRequest } from '@portal/testing';
import type { EnrolValues } from '../form/values';
import { CTX, StepForm, summaryText, titleText } from '../testing/testSupport';
import { documentsPayload, documentsStep } from './documentsStep';

const PASSPORT = { id: 'U1', name: 'passport.pdf', size: 419430 };
const GRADES = { id: 'U2', name: 'grades.pdf', size: 2048 };

it("is the step 'documents' of the form section documents", () => {
  expect([documentsStep.name, documentsStep.section, titleText(documentsStep)]).toEqual([
    'documents',
    'documents',
    'Documents',
  ]);
});

describe('the payload', () => {
  it('saves the documents sent as {id, name, size}, which the schema takes, and reads them back', async () => {
    const values: EnrolValues = { documents: { sent: [PASSPORT, GRADES], uploading: 1 } };
    const payload = documentsStep.toPayload(values, CTX);
    // Never the uploads under way.
    expect(payload).toEqual({ documents: [PASSPORT, GRADES] });
    expect((await checkPayload('application', payload)).errors).toEqual([]);
    expect(documentsStep.fromPayload(payload, CTX)).toEqual({ sent: [PASSPORT, GRADES] });
  });

  it('may be saved with no document (they can follow later); an application without the list has not seen the step', async () => {
    const payload = documentsStep.toPayload({}, CTX);
    expect(payload).toEqual({ documents: [] });
    expect((await checkPayload('application', payload)).errors).toEqual([]);
    expect(documentsStep.fromPayload(payload, CTX)).toEqual({ sent: [] });
    expect(documentsStep.fromPayload({ provider: 'yoobee' }, CTX)).toBeUndefined();
    expect(documentsPayload({ documents: { sent: [{ ...PASSPORT, extra: 1 } as never] } })).toEqual([
      PASSPORT,
    ]);
  });

  it('the review lists the documents, or says none is sent yet', () => {
    expect(summaryText(documentsStep.summary({ documents: { sent: [PASSPORT, GRADES] } }, CTX))).toEqual([
      ['Documents sent', 'passport.pdf (0.4Mb), grades.pdf (0Mb)'],
    ]);
    expect(summaryText(documentsStep.summary({}, CTX))).toEqual([
      ['Documents sent', 'None yet: they can follow later'],
    ]);
  });

  it('Next waits while a document is on its way', () => {
    expect(documentsStep.canSubmit?.({ documents: { uploading: 2 } }, CTX)).toBe(false);
    expect(documentsStep.canSubmit?.({ documents: { sent: [PASSPORT] } }, CTX)).toBe(true);
    expect(documentsStep.canSubmit?.({}, CTX)).toBe(true);
  });
});

it('a file whose name is listed, or twice in one choice, is ignored', () => {
  const a = new File(['a'], 'a.pdf');
  const b = new File(['b'], 'b.pdf');
  expect(newFiles(['a.pdf'], [a, b, new File(['bb'], 'b.pdf')])).toEqual([b]);
});

describe('the fields', () => {
  const open = (answer: (request: SeenRequest, n: number) => { status?: number; body?: unknown }) => {
    let form: FormApi<EnrolValues> | undefined;
    let n = 0;
    const page = renderPage(
      <StepForm step={documentsStep} ctx={{ ...CTX, opportunityId: 'OPP-1' }} onForm={(f) => (form = f)} />,
      {
        api: (request) => {
          if (request.method !== 'POST' || request.path !== 'v1/files') return undefined;
          n += 1;
          return answer(request, n);
        },
      },
    );
    return { page, values: () => form?.getState().values ?? {} };
  };
  const input = async () => (await screen.findByTestId('documents-input')) as HTMLInputElement;
  const uploaded = (request: SeenRequest) => {
    const form = request.body as FormData;
    const file = form.getAll('file')[0] as File;
    return { id: `U-${file.name}`, name: file.name, size: file.size };
  };

  it('sends each file for the opportunity; a failed one keeps its error and Retry resends it alone', async () => {
    const user = userEvent.setup();
    const { page, values } = open((request, n) =>
      n === 1 ? { status: 503, body: { message: 'Busy' } } : { status: 201, body: [uploaded(request)] },
    );
    await user.upload(await input(), [new File(['%PDF passport'], 'passport.pdf')]);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Service Unavailable: Up API POST v1/files');
    await user.upload(await input(), [new File(['grades'], 'grades.pdf')]);
    const sent = await screen.findByRole('list', { name: 'Documents sent' });
    await waitFor(() => expect(within(sent).getAllByRole('button')).toHaveLength(1));
    // The failed one is still there, with its Retry; the other is unaffected.
    await user.click(screen.getByRole('button', { name: 'Retry passport.pdf' }));
    await waitFor(() => expect(within(sent).getAllByRole('button')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(values().documents?.sent?.map((d) => d.name)).toEqual(['grades.pdf', 'passport.pdf']);
    const posts = page.api.requests.filter((r) => r.path === 'v1/files');
    expect(posts.map((r) => (r.body as FormData).get('opportunityid'))).toEqual(['OPP-1', 'OPP-1', 'OPP-1']);
    expect(posts.map((r) => ((r.body as FormData).getAll('file')[0] as File).name)).toEqual([
      'passport.pdf',
      'grades.pdf',
      'passport.pdf',
    ]);
    expect(posts.every((r) => r.headers.authorization === undefined)).toBe(true);
    expect(values().documents?.uploading).toBeUndefined();
  });

  it('ignores a duplicate, refuses a file over 32Mb before sending, takes a drop, and a click removes', async () => {
    // The picker offers only the document types, and a person can still choose "All files" in it.
    const user = userEvent.setup({ applyAccept: false });
    const { page, values } = open((request) => ({ status: 201, body: [uploaded(request)] }));
    await user.upload(await input(), [new File(['a'], 'id.pdf')]);
    const sent = await screen.findByRole('list', { name: 'Documents sent' });
    await user.upload(await input(), [new File(['again'], 'id.pdf')]);
    const big = new File(['x'], 'scan.tiff');
    Object.defineProperty(big, 'size', { value: 33 * 1024 * 1024 });
    await user.upload(await input(), [big]);
    expect(await screen.findByRole('alert')).toHaveTextContent('scan.tiff is larger than 32Mb');
    fireEvent.drop(screen.getByTestId('documents-drop'), {
      dataTransfer: { files: [new File(['cert'], 'certificate.pdf')] },
    });
    await waitFor(() => expect(within(sent).getAllByRole('button')).toHaveLength(2));
    expect(page.api.requests.filter((r) => r.path === 'v1/files')).toHaveLength(2);
    await user.click(within(sent).getByRole('button', { name: 'Remove id.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Remove scan.tiff' }));
    expect(values().documents?.sent?.map((d) => d.name)).toEqual(['certificate.pdf']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers only PDF, JPEG and PNG files, and refuses another type before sending, picked or dropped', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { page } = open((request) => ({ status: 201, body: [uploaded(request)] }));
    expect(await input()).toHaveAttribute(
      'accept',
      '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    );
    await user.upload(await input(), [new File(['MZ'], 'setup.exe')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('setup.exe is not a PDF, JPEG or PNG file');
    fireEvent.drop(screen.getByTestId('documents-drop'), {
      dataTransfer: { files: [new File(['<svg/>'], 'logo.svg'), new File(['%PDF-1.4'], 'scan.PDF')] },
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('logo.svg is not a PDF, JPEG or PNG file');
    const sent = await screen.findByRole('list', { name: 'Documents sent' });
    await waitFor(() => expect(within(sent).getAllByRole('button')).toHaveLength(1));
    expect(
      page.api.requests
        .filter((r) => r.path === 'v1/files')
        .map((r) => ((r.body as FormData).getAll('file')[0] as File).name),
    ).toEqual(['scan.PDF']);
  });
});
