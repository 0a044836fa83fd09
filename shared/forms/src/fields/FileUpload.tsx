import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, HStack, Stack, Text, chakra } from '@portal/ui';
import { formatMegabytes, newFiles } from '../logic';

/** Where a listed file stands, as the caller knows it (e.g. an upload under way). */
export type FileUploadStatus =
  /** On its way: a progress bar (`progress` from 0 to 1) and Stop. */
  | { state: 'sending'; progress: number }
  /** Not sent: its error, Retry (when the list has `onRetry`) and Remove. */
  | { state: 'failed'; error: string }
  /** Not taken (too large, say): its error and Remove. */
  | { state: 'refused'; error: string };

/** One file the upload lists; names are unique. */
export interface FileUploadItem {
  name: string;
  /** In bytes. */
  size: number;
  /** With a status, the file is a row of the list 'Files being sent'; without, a button of the
   * list of files (`listLabel`) that removes it. */
  status?: FileUploadStatus;
}

export interface FileUploadProps {
  /** The files listed, in order. */
  files: readonly FileUploadItem[];
  /** The files chosen with 'Add files' or dropped, but those with a name already listed (or twice
   * in one choice) are ignored. Not called with none. */
  onAdd: (files: File[]) => void;
  /** A file's Remove (or Stop, while sending) was pressed. */
  onRemove: (name: string) => void;
  /** A failed file's Retry was pressed; without it, a failed file has no Retry. */
  onRetry?: (name: string) => void;
  /** The name of the list of files without a status ('Chosen files' by default). */
  listLabel?: string;
  /** With it, that list's name is also its visible title, and the list is there even without a
   * file, saying this text instead (e.g. 'None yet.'). */
  emptyText?: ReactNode;
  /** Files may also be dropped: 'Add files' stands in a drop zone, marked while files are dragged
   * over it (`data-dragging`). */
  drop?: boolean;
  /** The file types the picker offers (the input's `accept`). */
  accept?: string;
  /** The file input's name. */
  name?: string;
  /** Nothing can be added (picker or drop) nor removed. */
  disabled?: boolean;
  /** The 'Add files' button's id and ARIA wiring (a field's); `aria-labelledby` names the texts
   * read before the button's own 'Add files'. */
  buttonAria?: {
    id?: string;
    'aria-labelledby'?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  };
  /** Test ids: `${testId}-input` on the file input, `${testId}-drop` on the drop zone. */
  testId?: string;
}

/**
 * Files to upload, with no form of its own (FileUploadField is the form field on it; a page that
 * sends each file at once keeps the files itself): 'Add files' (a hidden file input) and, with
 * `drop`, a drop zone; the files with a status supplied by the caller (sending with a progress
 * bar and Stop, failed with its error and Retry, refused), then the other files, each a button
 * that removes it. Focus goes back to 'Add files' when a file is removed.
 */
export function FileUpload({
  files,
  onAdd,
  onRemove,
  onRetry,
  listLabel,
  emptyText,
  drop = false,
  accept,
  name,
  disabled,
  buttonAria = {},
  testId,
}: FileUploadProps) {
  const { t } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const addTextId = useId();
  const titleId = useId();
  const [dragging, setDragging] = useState(false);
  const withStatus = files.filter((file) => file.status);
  const plain = files.filter((file) => !file.status);

  const add = (chosen: readonly File[]) => {
    if (disabled) return;
    const listed = files.map((file) => file.name);
    const added = newFiles(listed, chosen);
    if (added.length) onAdd(added);
  };
  const remove = (fileName: string) => {
    onRemove(fileName);
    addButton.current?.focus();
  };
  const { 'aria-labelledby': labelledBy, ...aria } = buttonAria;

  const input = (
    <input
      ref={picker}
      type="file"
      name={name}
      accept={accept}
      multiple
      hidden
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId ? `${testId}-input` : undefined}
      onChange={(event) => {
        add(Array.from(event.target.files ?? []));
        event.target.value = '';
      }}
    />
  );
  const button = (
    <Button
      ref={addButton}
      type="button"
      variant="outline"
      disabled={disabled}
      onClick={() => picker.current?.click()}
      {...aria}
      aria-labelledby={labelledBy ? `${labelledBy} ${addTextId}` : undefined}
    >
      <span id={addTextId}>{t`Add files`}</span>
    </Button>
  );
  // The page's default for a file dropped beside a zone is to open it: the zone always takes the drop.
  const dragHandlers = {
    onDragEnter: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      // Moving onto a child of the zone is not leaving it.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      add(Array.from(event.dataTransfer?.files ?? []));
    },
  };

  const list = plain.length ? (
    <HStack
      as="ul"
      listStyleType="none"
      wrap="wrap"
      gap="2"
      {...(emptyText === undefined
        ? { 'aria-label': listLabel ?? t`Chosen files` }
        : { 'aria-labelledby': titleId })}
    >
      {plain.map(({ name: fileName, size }) => (
        <li key={fileName}>
          <Button
            type="button"
            size="sm"
            variant="subtle"
            disabled={disabled}
            aria-label={t`Remove ${fileName}`}
            onClick={() => remove(fileName)}
          >
            {fileName} ({formatMegabytes(size)}) ✕
          </Button>
        </li>
      ))}
    </HStack>
  ) : null;

  return (
    // A drop zone takes the width; a lone 'Add files' keeps its own.
    <Stack gap={drop ? '4' : '2'} align={drop ? 'stretch' : 'flex-start'}>
      {drop ? (
        <Box
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dragging ? 'colorPalette.solid' : 'border'}
          bg={dragging ? 'bg.muted' : undefined}
          rounded="md"
          p="5"
          data-dragging={dragging ? '' : undefined}
          data-testid={testId ? `${testId}-drop` : undefined}
          {...dragHandlers}
        >
          <Stack gap="3" align="flex-start">
            <Text>{t`Drop files here, or`}</Text>
            {input}
            {button}
          </Stack>
        </Box>
      ) : (
        <>
          {input}
          {button}
        </>
      )}

      {withStatus.length ? (
        <Stack as="ul" gap="3" listStyleType="none" alignSelf="stretch" aria-label={t`Files being sent`}>
          {withStatus.map((file) => (
            <StatusRow
              key={file.name}
              file={file}
              disabled={disabled}
              onRemove={() => remove(file.name)}
              onRetry={onRetry && (() => onRetry(file.name))}
            />
          ))}
        </Stack>
      ) : null}

      {emptyText === undefined ? (
        list
      ) : (
        <Stack gap="2">
          <Text id={titleId} fontWeight="semibold">
            {listLabel}
          </Text>
          {list ?? <Text color="fg.muted">{emptyText}</Text>}
        </Stack>
      )}
    </Stack>
  );
}

/** A file with a status: its name and size, Retry when it failed, Stop or Remove; under them its
 * progress bar while it is sent, else its error. */
function StatusRow({
  file,
  disabled,
  onRemove,
  onRetry,
}: {
  file: FileUploadItem;
  disabled?: boolean;
  onRemove: () => void;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  const { name: fileName, size, status } = file;
  if (!status) return null;
  const sending = status.state === 'sending';
  return (
    <Stack as="li" gap="1" borderWidth="1px" rounded="md" p="3">
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {fileName} ({formatMegabytes(size)})
        </Text>
        <HStack gap="2">
          {status.state === 'failed' && onRetry ? (
            <Button
              type="button"
              size="sm"
              disabled={disabled}
              onClick={onRetry}
              aria-label={t`Retry ${fileName}`}
            >
              {t`Retry`}
            </Button>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={onRemove}
            aria-label={sending ? t`Stop sending ${fileName}` : t`Remove ${fileName}`}
          >
            {sending ? t`Stop` : t`Remove`}
          </Button>
        </HStack>
      </HStack>
      {sending ? (
        <chakra.progress
          value={Math.round(status.progress * 100)}
          max={100}
          w="full"
          h="2"
          aria-label={t`Sending ${fileName}`}
        />
      ) : (
        <Text role="alert" color="fg.error">
          {status.error}
        </Text>
      )}
    </Stack>
  );
}
