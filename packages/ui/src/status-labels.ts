/** The four feedback kinds of the product (toasts, alerts, badges). */
export type StatusKind = 'success' | 'info' | 'warning' | 'error';

/** The word screen readers read before a status's message, each kind its own. */
export const STATUS_LABELS: Record<StatusKind, string> = {
  success: 'Succès',
  info: 'Information',
  warning: 'Attention',
  error: 'Erreur',
};
