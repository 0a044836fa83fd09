import { t } from '@lingui/core/macro';
import { requiredWhen, type RequiredFlag } from './required';
import type { Validator } from './types';

/** Required rule of a radio group; a string flag is the message. */
export const radioRequired = (flag: RequiredFlag): Validator => requiredWhen(flag);
/** Required rule of a toggle-button group (one value, or a list when several may be chosen). */
export const toggleRequired = (flag: RequiredFlag): Validator => requiredWhen(flag);
/** Required rule of a multi-select: at least one option chosen. */
export const multiSelectRequired = (flag: RequiredFlag): Validator => requiredWhen(flag);

/** At most `max` choices of a multi-select (e.g. up to three ethnicities): 'Choose at most {max}', or the
 * caller's own message. Only a list is judged (nothing chosen, or a value that is not a list, passes: the
 * required rule decides). */
export function maxChoices(max: number, message?: string): Validator {
  return (value) =>
    Array.isArray(value) && value.length > max ? (message ?? t`Choose at most ${max}`) : undefined;
}

/** Column maximums of a toggle-button group per breakpoint (xs is Chakra's base). */
export const TOGGLE_COLUMNS = { base: 2, sm: 4, md: 4, lg: 8, xl: 10 } as const;
/** How many buttons a toggle group shows by default. */
export const TOGGLE_DEFAULT_BUTTONS = 7;
