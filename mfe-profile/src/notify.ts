import type { ToastMessage } from '@portal/ui';

/** Shows a result toast of the page (6 seconds). */
export type Notify = (toast: Omit<ToastMessage, 'id'>) => void;
