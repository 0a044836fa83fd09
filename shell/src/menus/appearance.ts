import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ColorSchemeChoice } from '@portal/ui';

/** The appearance choices of the user menu and the burger drawer, in the order they show. */
export const APPEARANCE_CHOICES: readonly { value: ColorSchemeChoice; label: MessageDescriptor }[] = [
  { value: 'light', label: msg`Light` },
  { value: 'dark', label: msg`Dark` },
  {
    value: 'system',
    label: msg({ message: 'Device', comment: 'Appearance: follow the device’s light or dark setting' }),
  },
];
