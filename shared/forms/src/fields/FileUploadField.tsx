import { useLingui } from '@lingui/react/macro';
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
import { FileUpload, type FileUploadStatus } from './FileUpload';
import type { BaseFieldProps } from './types';
import { useFormField } from './useFormField';

export interface FileUploadFieldProps extends BaseFieldProps {
  /** The file types the picker offers (the input's `accept`). */
  accept?: string;
  /** The largest file accepted, in bytes (32Mb by default). */
  maxBytes?: number;
  /** Files may also be dropped on the field (see FileUpload's `drop`). */
  drop?: boolean;
  /** Where a chosen file stands, if anywhere (e.g. its upload): such a file is listed with its
   * progress or its error (see FileUploadStatus); Stop and Remove take it out of the value. */
  status?: (file: File) => FileUploadStatus | undefined;
  /** Retry on a file whose status is 'failed'; without it there is no Retry. */
  onRetry?: (file: File) => void;
}

/** Documents to upload: 'Add files' (or, with `drop`, a drop) adds to the list (a file with the
 * same name as one listed is ignored), clicking a listed file removes it. The value is the list
 * of `File`s. The list is FileUpload's, which a page keeping its files itself can use alone. */
export function FileUploadField({
  accept,
  maxBytes = MAX_UPLOAD_BYTES,
  drop,
  status,
  onRetry,
  ...props
}: FileUploadFieldProps) {
  const { t } = useLingui();
  // Whole megabytes here ('Up to 32Mb per file'); the too-large message uses formatMegabytes.
  const limit = Math.round(maxBytes / MEGABYTE);
  const { input, frame, frameProps } = useFormField<File[] | undefined>(
    props,
    composeValidators(requiredWhen(props.required), fileTooLarge(maxBytes)),
    { helperText: props.helperText ?? t`Up to ${limit}Mb per file`, hasHelper: true },
  );
  const files = Array.isArray(input.value) ? input.value : [];
  const byName = (name: string) => files.find((file) => file.name === name);
  // A button does not take aria-required (axe: aria-allowed-attr); the label's mark and the
  // 'Required' error say it instead.
  const { 'aria-required': _required, ...buttonAria } = frame.aria;
  const store = (next: File[]) => {
    input.onChange(next.length ? next : undefined);
    input.onBlur();
  };
  return (
    <FieldFrame {...frameProps}>
      <FileUpload
        files={files.map((file) => ({ name: file.name, size: file.size, status: status?.(file) }))}
        onAdd={(added) => store(addFiles(files, added))}
        onRemove={(name) => {
          const file = byName(name);
          if (file) store(removeFile(files, file));
        }}
        onRetry={
          onRetry &&
          ((name) => {
            const file = byName(name);
            if (file) onRetry(file);
          })
        }
        drop={drop}
        accept={accept}
        name={input.name}
        disabled={props.disabled}
        buttonAria={{ ...buttonAria, 'aria-labelledby': frame.ids.label }}
      />
    </FieldFrame>
  );
}
