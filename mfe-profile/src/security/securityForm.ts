// The security form: current, new and confirm, each required and at least
// 8 characters; the confirmation must equal the new password.
import { t } from '@lingui/core/macro';
import type { Validator } from '@portal/forms';

export interface SecurityFormValues {
  currentPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

/** The message when the confirmation differs from the new password. */
export const passwordsDontMatchMessage = (): string => t`Passwords don't match`;

/** Rule of the confirmation: the same as the new password. */
export const confirmMatches: Validator = (value, allValues) =>
  value && value !== (allValues as SecurityFormValues | undefined)?.newPassword
    ? passwordsDontMatchMessage()
    : undefined;
