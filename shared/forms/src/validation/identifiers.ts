import { t } from '@lingui/core/macro';
import { fieldText, isBlank, type Validator } from './types';

/** Which student identifier a field takes: the NZ National Student Index number, the Australian
 * Unique Student Identifier, or either. */
export type StudentIdentifierKind = 'nsi' | 'usi' | 'both';

const UP_TO_10_DIGITS = /^\d{1,10}$/;
const UP_TO_10_ALPHANUMERIC = /^[A-Za-z0-9]{1,10}$/;

/** Rule of a student identifier field: NSI up to 10 digits ('Up to 10 digits');
 * USI, and the field taking both, up to 10 letters or digits. Blank passes; a value that is not text
 * or a number is invalid. (The patterns are bounded, so long text fails at its 11th character.) */
export function studentIdentifier(kind: StudentIdentifierKind): Validator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const text = fieldText(value)?.trim() ?? '';
    if (kind === 'nsi') return UP_TO_10_DIGITS.test(text) ? undefined : t`Up to 10 digits`;
    return UP_TO_10_ALPHANUMERIC.test(text) ? undefined : t`Up to 10 letters or digits`;
  };
}

/** Helper text of a ten-character code field. */
export const TEN_CHARACTER_CODE_HELPER = (): string => t`Ten numbers and letters`;

/** Rule of a ten-character code field: exactly 10 letters or digits. Its message is the helper text,
 * which already says what is expected. Blank passes; a value that is not text or a number is invalid. */
export const tenCharacterCode: Validator = (value) => {
  if (isBlank(value)) return undefined;
  return /^[A-Za-z0-9]{10}$/.test(fieldText(value)?.trim() ?? '') ? undefined : TEN_CHARACTER_CODE_HELPER();
};
