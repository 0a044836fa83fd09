import { useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, HStack, Stack } from '@portal/ui';
import {
  addFiles,
  composeValidators,
  fileTooLarge,
  MAX_UPLOAD_BYTES,
  MEGABYTE,
  removeFile,
  requiredWhen,
} from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFormField } from './useFormField';

export interface FileUploadFieldProps extends BaseFieldProps {
  /** The file types the picker offers (the input's `accept`). */
  accept?: string;
  /** The largest file accepted, in bytes (32Mb by default). */
  maxBytes?: number;
}

/** Documents to upload: 'Add files' adds to the list (a file with the same name as one listed is
 * ignored), clicking a listed file removes it. The value is the list of `File`s. */
export function FileUploadField({ accept, maxBytes = MAX_UPLOAD_BYTES, ...props }: FileUploadFieldProps) {
  const { t } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const addTextId = useId();
  const { disabled } = props;
  // Whole megabytes here ('Up to 32Mb per file'); the too-large message uses formatMegabytes.
  const limit = Math.round(maxBytes / MEGABYTE);
  const { input, frame, frameProps } = useFormField<File[] | undefined>(
    props,
    composeValidators(requiredWhen(props.required), fileTooLarge(maxBytes)),
    { helperText: props.helperText ?? t`Up to ${limit}Mb per file`, hasHelper: true },
  );
  const files = Array.isArray(input.value) ? input.value : [];
  // A button does not take aria-required (axe: aria-allowed-attr); the label's mark and the
  // 'Required' error say it instead.
  const { 'aria-required': _required, ...buttonAria } = frame.aria;
  const store = (next: File[]) => {
    input.onChange(next.length ? next : undefined);
    input.onBlur();
  };
  return (
    <FieldFrame {...frameProps}>
      <input
        ref={picker}
        type="file"
        name={input.name}
        accept={accept}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          store(addFiles(files, Array.from(event.target.files ?? [])));
          event.target.value = '';
        }}
      />
      <Stack gap="2" align="flex-start">
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => picker.current?.click()}
          {...buttonAria}
          aria-labelledby={`${frame.ids.label} ${addTextId}`}
        >
          <span id={addTextId}>{t`Add files`}</span>
        </Button>
        {files.length ? (
          <HStack as="ul" listStyleType="none" wrap="wrap" gap="2" aria-label={t`Chosen files`}>
            {files.map((file) => (
              <li key={file.name}>
                <Button
                  type="button"
                  size="sm"
                  variant="subtle"
                  disabled={disabled}
                  aria-label={t`Remove ${file.name}`}
                  onClick={() => {
                    store(removeFile(files, file));
                    document.getElementById(frame.ids.control)?.focus();
                  }}
                >
                  {file.name} ({(file.size / MEGABYTE).toFixed(1)}Mb) ✕
                </Button>
              </li>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </FieldFrame>
  );
}
