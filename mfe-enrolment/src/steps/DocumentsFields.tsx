// The documents step's fields (issue 14), loaded only when an applicant reaches the step (see documentsStep's `Fields`).
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useField, useForm } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { answerMessage, uploadFilesWithProgress, type ApplicationDocument } from '@portal/api';
import { MAX_UPLOAD_BYTES, SectionHeading, fileTooLarge, formatMegabytes } from '@portal/forms';
import { Box, Button, ErrorBar, HStack, Stack, Text, chakra } from '@portal/ui';
import type { StepContext } from './types';
import type { EnrolValues } from './values';
import { newFiles, sizeText, type PendingFile } from './documentsStep';
export default function DocumentsFields({ ctx }: { ctx: StepContext }) {
  const { t } = useLingui();
  // Untyped: its change() takes the dotted field names (documents.sent), as the fields do.
  const form = useForm('DocumentsFields');
  const sent = useField<ApplicationDocument[] | undefined>('documents.sent', {
    subscription: { value: true },
  }).input.value;
  const sentList = Array.isArray(sent) ? sent : [];
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const helpId = useId();
  const opportunityId = ctx.opportunityId;

  // Next waits while a file is on its way: the count is a form value the step's canSubmit reads.
  const sending = pending.filter((p) => p.state === 'sending').length;
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

  const update = useCallback((name: string, change: Partial<PendingFile> | null) => {
    setPending((list) =>
      change === null
        ? list.filter((p) => p.file.name !== name)
        : list.map((p) => (p.file.name === name ? { ...p, ...change } : p)),
    );
  }, []);

  const send = useCallback(
    (file: File) => {
      if (!opportunityId) return;
      const controller = new AbortController();
      controllers.current.set(file.name, controller);
      update(file.name, { state: 'sending', progress: 0, error: undefined });
      uploadFilesWithProgress([file], opportunityId, {
        signal: controller.signal,
        onProgress: (done, total) => update(file.name, { progress: total ? done / total : 0 }),
      })
        .then((documents) => {
          const now = (form.getState().values as EnrolValues).documents?.sent ?? [];
          const kept = documents.length ? documents : [];
          form.change('documents.sent', [...now.filter((d) => d.name !== file.name), ...kept]);
          update(file.name, null);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = answerMessage(error) ?? (error instanceof Error ? error.message : String(error));
          update(file.name, { state: 'failed', error: message });
        })
        .finally(() => {
          if (controllers.current.get(file.name) === controller) controllers.current.delete(file.name);
        });
    },
    [form, opportunityId, update],
  );

  const add = (chosen: readonly File[]) => {
    const listed = [...sentList.map((d) => d.name), ...pending.map((p) => p.file.name)];
    const tooLarge = fileTooLarge(MAX_UPLOAD_BYTES);
    const added = newFiles(listed, chosen);
    setPending((list) => [
      ...list,
      ...added.map((file): PendingFile => {
        const error = tooLarge(file);
        return error
          ? { file, state: 'tooLarge', progress: 0, error }
          : { file, state: 'sending', progress: 0 };
      }),
    ]);
    for (const file of added) if (!tooLarge(file)) send(file);
  };

  const removePending = (name: string) => {
    const controller = controllers.current.get(name);
    controllers.current.delete(name);
    controller?.abort();
    update(name, null);
  };

  const removeSent = (name: string) =>
    form.change(
      'documents.sent',
      sentList.filter((d) => d.name !== name),
    );

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (opportunityId) add(Array.from(event.dataTransfer?.files ?? []));
  };
  const limit = formatMegabytes(MAX_UPLOAD_BYTES);

  return (
    <Stack gap="4">
      <SectionHeading as="h3" title={t`Supporting documents`} />
      <Text id={helpId}>
        <Trans>
          Add a copy of your identity document (passport or birth certificate) and of your qualifications.
          Each file is sent as soon as you add it, up to {limit} per file. You can go on without them and add
          them later: your application is checked once they are here.
        </Trans>
      </Text>
      {opportunityId ? null : (
        <ErrorBar
          title={t`Documents cannot be sent yet`}
          message={t`Your application has no number for its documents yet. Go back one step and press Next again.`}
        />
      )}
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'colorPalette.solid' : 'border'}
        bg={dragging ? 'bg.muted' : undefined}
        rounded="md"
        p="5"
        data-testid="documents-drop"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap="3" align="flex-start">
          <Text>
            <Trans>Drop files here, or</Trans>
          </Text>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            tabIndex={-1}
            aria-hidden="true"
            data-testid="documents-input"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <Button
            type="button"
            variant="outline"
            disabled={!opportunityId}
            aria-describedby={helpId}
            onClick={() => picker.current?.click()}
          >
            <Trans>Add files</Trans>
          </Button>
        </Stack>
      </Box>

      {pending.length ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Files being sent`}>
          {pending.map(({ file, state, progress, error }) => (
            <Stack as="li" key={file.name} gap="1" borderWidth="1px" rounded="md" p="3">
              <HStack gap="3" justify="space-between" wrap="wrap">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {file.name} ({sizeText(file.size)})
                </Text>
                <HStack gap="2">
                  {state === 'failed' ? (
                    <Button
                      type="button"
                      size="sm"
                      onClick={() => send(file)}
                      aria-label={t`Retry ${file.name}`}
                    >
                      <Trans>Retry</Trans>
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => removePending(file.name)}
                    aria-label={state === 'sending' ? t`Stop sending ${file.name}` : t`Remove ${file.name}`}
                  >
                    {state === 'sending' ? <Trans>Stop</Trans> : <Trans>Remove</Trans>}
                  </Button>
                </HStack>
              </HStack>
              {state === 'sending' ? (
                <chakra.progress
                  value={Math.round(progress * 100)}
                  max={100}
                  w="full"
                  h="2"
                  aria-label={t`Sending ${file.name}`}
                />
              ) : (
                <Text role="alert" color="fg.error">
                  {error}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      ) : null}

      <Stack gap="2">
        <Text fontWeight="semibold">
          <Trans>Documents sent</Trans>
        </Text>
        {sentList.length ? (
          <HStack as="ul" listStyleType="none" wrap="wrap" gap="2" aria-label={t`Documents sent`}>
            {sentList.map((document) => (
              <li key={document.id}>
                <Button
                  type="button"
                  size="sm"
                  variant="subtle"
                  aria-label={t`Remove ${document.name}`}
                  onClick={() => removeSent(document.name)}
                >
                  {document.name} ({sizeText(document.size)}) ✕
                </Button>
              </li>
            ))}
          </HStack>
        ) : (
          <Text color="fg.muted">
            <Trans>None yet.</Trans>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
