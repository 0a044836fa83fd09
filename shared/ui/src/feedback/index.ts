// Small feedback components: error bar, busy message, load-more control.
export { ErrorBar, type ErrorBarProps } from './ErrorBar';
export { BUSY_SELECTOR, BusyMessage, type BusyMessageProps } from './BusyMessage';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
export { LoadMoreButton, type LoadMoreButtonProps } from './LoadMoreButton';
export {
  NotificationBar,
  NOTIFICATION_AUTO_HIDE_MS,
  type NotificationBarProps,
  type NotificationVariant,
} from './NotificationBar';
export { StatusTag, type StatusTagProps, type StatusTone } from './StatusTag';
export { Toast, type ToastMessage, type ToastProps } from './Toast';
