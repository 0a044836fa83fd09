import { useId } from 'react';
import type { FieldMetaState } from 'react-final-form';

/** The ids that tie a control to its label, helper text and error text. */
export interface FieldIds {
  control: string;
  label: string;
  helper: string;
  error: string;
}

/** The ARIA wiring of a control: screen readers hear the label, the helper and the error. */
export interface ControlAria {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** The ARIA wiring of a group of controls (radios, toggles, checkboxes), named by the label text
 * (no aria-required: a plain group does not take it; a radio group adds it itself). */
export interface GroupAria {
  'aria-labelledby': string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameState {
  ids: FieldIds;
  /** The error to show: the field's error once it has been touched (or a submit error). */
  error: string | undefined;
  aria: ControlAria;
  groupAria: GroupAria;
}

/** The error a user should see now: none until the field is touched or a send of the form has failed. A
 * failed send touches the fields registered at that moment; a field that registers later (its options
 * arrived after the send, or it registers in an effect after the send's click) shows its error too. */
export function shownError(meta: FieldMetaState<unknown>, force = false): string | undefined {
  if (!meta.touched && !meta.submitFailed && !force) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof error === 'string' && error ? error : undefined;
}

/** Picks the error to show from the field's own shown error (see `FieldFrameOptions.error`). */
export type ErrorOverride = (shown: string | undefined) => string | undefined;

export interface FieldFrameOptions {
  hasHelper: boolean;
  required?: boolean | string;
  /** Show the error before the field is touched (e.g. the answer of the phone check). */
  forceError?: boolean;
  /** The error to show instead of the field's own, given that one (e.g. the options failed to
   * load): the frame's error text and the control's aria-invalid and aria-describedby follow it. */
  error?: ErrorOverride;
}

/** Ids, the shown error and the control's ARIA attributes of one field. `forceError` shows the
 * error before the field is touched (e.g. the answer of the phone check); `error` replaces it. */
export function useFieldFrame(
  meta: FieldMetaState<unknown>,
  { hasHelper, required, forceError = false, error: override }: FieldFrameOptions,
): FieldFrameState {
  const base = useId();
  const ids: FieldIds = {
    control: `${base}control`,
    label: `${base}label`,
    helper: `${base}helper`,
    error: `${base}error`,
  };
  const shown = shownError(meta, forceError);
  const error = override ? override(shown) : shown;
  const describedBy = [hasHelper ? ids.helper : undefined, error ? ids.error : undefined].filter(Boolean);
  const states = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  };
  return {
    ids,
    error,
    aria: { id: ids.control, 'aria-required': required ? true : undefined, ...states },
    groupAria: { 'aria-labelledby': ids.label, ...states },
  };
}
