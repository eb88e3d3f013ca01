/** Components shared by the three apps: page shell, not-found page, loading state, toasts, dialogs. */
export { NotFoundPage } from './not-found-page';
export { PageLoader } from './page-loader';
export { ToastProvider, useToast, TOAST_DURATIONS } from './toast-provider';
export type { Toast, ToastApi, ToastKind, ToastOptions } from './toast-provider';
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { ErrorBoundary, ErrorPanel } from './error-boundary';
export type { ErrorPanelProps } from './error-boundary';
export { ConnectionWatcher } from './connection-watcher';
export { Badge } from './badge';
