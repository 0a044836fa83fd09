// The documents step's fields, loaded only when an applicant reaches the step (see documentsStep's `Fields`).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_NAMES,
  responseMessage,
  uploadFilesWithProgress,
  type ApplicationDocument,
} from '@portal/api';
import {
  FileUpload,
  MAX_UPLOAD_BYTES,
  SectionHeading,
  fileTooLarge,
  fileTypeNotAllowed,
  formatMegabytes,
  type FileUploadItem,
  type FileUploadStatus,
} from '@portal/forms';
import { ErrorBar, Stack, Text } from '@portal/ui';
import type { StepContext } from '../form/step';
import type { EnrolValues } from '../form/values';

/** A file chosen on this page that is not (yet) one of the documents sent: sending (with the share sent so far),
 * failed (with why, and a Retry) or refused before sending (over 32Mb, or not a PDF, JPEG or PNG by its name). */
interface PendingFile {
  file: File;
  status: FileUploadStatus;
}

/** The upload of @portal/forms (its FileUploadField without the form value: each file is sent as soon as it is
 * added, and the form keeps only the documents sent), over the files under way and the documents sent. */
export default function DocumentsFields({ ctx }: { ctx: StepContext }) {
  const { t } = useLingui();
  // Untyped: its change() takes the dotted field names (documents.sent), as the fields do.
  const form = useForm('DocumentsFields');
  const sent = useField<ApplicationDocument[] | undefined>('documents.sent', {
    subscription: { value: true },
  }).input.value;
  const sentList = Array.isArray(sent) ? sent : [];
  const [pending, setPending] = useState<PendingFile[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const helpId = useId();
  const opportunityId = ctx.opportunityId;

  // Next waits while a file is on its way: the count is a form value the step's canSubmit reads.
  const sending = pending.filter((p) => p.status.state === 'sending').length;
  useEffect(() => {
    // Only a real change: a value written for nothing would count as an answer changed on this device.
    if (((form.getState().values as EnrolValues).documents?.uploading ?? 0) !== sending)
      form.change('documents.uploading', sending || undefined);
  }, [form, sending]);
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      if ((form.getState().values as EnrolValues).documents?.uploading)
        form.change('documents.uploading', undefined);
    };
  }, [form]);

  /** Sets the status of a file under way, or (null) takes it off the list. */
  const update = useCallback((name: string, status: PendingFile['status'] | null) => {
    setPending((list) =>
      status === null
        ? list.filter((p) => p.file.name !== name)
        : list.map((p) => (p.file.name === name ? { ...p, status } : p)),
    );
  }, []);

  const send = useCallback(
    (file: File) => {
      if (!opportunityId) return;
      const controller = new AbortController();
      controllers.current.set(file.name, controller);
      update(file.name, { state: 'sending', progress: 0 });
      uploadFilesWithProgress([file], opportunityId, {
        signal: controller.signal,
        onProgress: (done, total) =>
          update(file.name, { state: 'sending', progress: total ? done / total : 0 }),
      })
        .then((documents) => {
          const now = (form.getState().values as EnrolValues).documents?.sent ?? [];
          form.change('documents.sent', [...now.filter((d) => d.name !== file.name), ...documents]);
          update(file.name, null);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = responseMessage(error) ?? (error instanceof Error ? error.message : String(error));
          update(file.name, { state: 'failed', error: message });
        })
        .finally(() => {
          if (controllers.current.get(file.name) === controller) controllers.current.delete(file.name);
        });
    },
    [form, opportunityId, update],
  );

  // FileUpload hands over only files whose name is not listed yet, sent or not. What the API would refuse for its
  // size (the same limit: over 32Mb) or its type (the API's document types, by name here; the API reads the bytes)
  // is refused here, before sending.
  const add = (added: File[]) => {
    const tooLarge = fileTooLarge(MAX_UPLOAD_BYTES);
    const otherType = fileTypeNotAllowed(Object.values(DOCUMENT_TYPES).flat(), DOCUMENT_TYPE_NAMES);
    const refusal = (file: File) => tooLarge(file) ?? otherType(file);
    setPending((list) => [
      ...list,
      ...added.map((file): PendingFile => {
        const error = refusal(file);
        return { file, status: error ? { state: 'refused', error } : { state: 'sending', progress: 0 } };
      }),
    ]);
    for (const file of added) if (!refusal(file)) send(file);
  };

  const remove = (name: string) => {
    if (!pending.some((p) => p.file.name === name)) {
      form.change(
        'documents.sent',
        sentList.filter((d) => d.name !== name),
      );
      return;
    }
    const controller = controllers.current.get(name);
    controllers.current.delete(name);
    controller?.abort();
    update(name, null);
  };

  const retry = (name: string) => {
    const file = pending.find((p) => p.file.name === name)?.file;
    if (file) send(file);
  };

  const files: FileUploadItem[] = [
    ...pending.map(({ file, status }) => ({ name: file.name, size: file.size, status })),
    ...sentList.map(({ name, size }) => ({ name, size })),
  ];
  const limit = formatMegabytes(MAX_UPLOAD_BYTES);
  const types = DOCUMENT_TYPE_NAMES;

  return (
    <Stack gap="4">
      <SectionHeading as="h3" title={t`Supporting documents`} />
      <Text id={helpId}>
        <Trans>
          Add a copy of your identity document (passport or birth certificate) and of your qualifications:
          files of type {types}, up to {limit} each. Each file is sent as soon as you add it. You can go on
          without them and add them later: your application is checked once they are here.
        </Trans>
      </Text>
      {opportunityId ? null : (
        <ErrorBar
          title={t`Documents cannot be sent yet`}
          message={t`Your application has no number for its documents yet. Go back one step and press Next again.`}
        />
      )}
      <FileUpload
        files={files}
        onAdd={add}
        onRemove={remove}
        onRetry={retry}
        accept={DOCUMENT_ACCEPT}
        listLabel={t`Documents sent`}
        emptyText={t`None yet.`}
        drop
        disabled={!opportunityId}
        buttonAria={{ 'aria-describedby': helpId }}
        testId="documents"
      />
    </Stack>
  );
}
