import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatusTone } from '@portal/ui';
import type { AttemptStatus } from './attempts';

/** How each attempt status reads and looks (text always; colour and icon repeat it). */
export const STATUS_LOOK: Record<AttemptStatus, { label: MessageDescriptor; tone: StatusTone }> = {
  complete: { label: msg`Complete`, tone: 'success' },
  graded: { label: msg`Graded`, tone: 'neutral' },
  incomplete: { label: msg`Incomplete`, tone: 'warning' },
  submissionError: { label: msg`Submission Error`, tone: 'fail' },
  pendingGrade: { label: msg`Pending grade`, tone: 'pending' },
};
