import type { ReactNode } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { composeValidators, type Validator } from '../logic';
import type { FieldFrameProps } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFieldFrame, type ErrorOverride } from './useFieldFrame';

export interface FormFieldOptions extends Omit<UseFieldConfig, 'validate'> {
  /** The helper text to show instead of `props.helperText` (e.g. a default hint). */
  helperText?: ReactNode;
  /** Whether a helper text is shown (by default: whether there is one). */
  hasHelper?: boolean;
  /** Show the error before the field is touched (see useFieldFrame). */
  forceError?: boolean;
  /** The error to show instead of the field's own, given that one (see useFieldFrame). */
  error?: ErrorOverride;
}

/** The frame props a field passes on to FieldFrame as they are (`<FieldFrame {...frameProps}>`). */
export type FrameProps = Omit<FieldFrameProps, 'children' | 'labelFor'>;

/**
 * The common part of every field: the react-final-form field `props.name` with the field kind's
 * own `rules` run before the `validate` prop, its frame (ids, shown error, ARIA wiring), the props
 * of its FieldFrame, and the handlers and ARIA attributes of its control or group of controls.
 */
export function useFormField<V>(
  props: BaseFieldProps,
  rules: Validator<V> | undefined,
  { helperText = props.helperText, hasHelper, forceError, error, ...config }: FormFieldOptions = {},
) {
  const { label, required, disabled, validate } = props;
  const { input, meta } = useField<V>(props.name, {
    ...config,
    validate: composeValidators<V>(rules, validate),
  });
  const frame = useFieldFrame(meta, {
    hasHelper: hasHelper ?? Boolean(helperText),
    required,
    forceError,
    error,
  });
  const frameProps: FrameProps = {
    ids: frame.ids,
    error: frame.error,
    label,
    helperText,
    required,
    disabled,
  };
  const focusHandlers = { onBlur: input.onBlur, onFocus: input.onFocus };
  return {
    input,
    meta,
    frame,
    frameProps,
    /** The focus handlers and ARIA attributes of a single control. */
    controlProps: { ...focusHandlers, ...frame.aria },
    /** The focus handlers and ARIA attributes of a group of controls (toggles, checkboxes). */
    groupProps: { ...focusHandlers, ...frame.groupAria },
  };
}
