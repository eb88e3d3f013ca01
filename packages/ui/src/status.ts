import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** The four feedback kinds of the product (toasts, alerts, badges). */
export type StatusKind = 'success' | 'info' | 'warning' | 'error';

/**
 * Each kind has its own icon, so that the kind never rests on colour alone (WCAG 1.4.1), and a French word
 * read before the message by screen readers.
 */
export const STATUS_ICONS: Record<StatusKind, LucideIcon> = {
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
  error: CircleAlert,
};

export const STATUS_LABELS: Record<StatusKind, string> = {
  success: 'Succès',
  info: 'Information',
  warning: 'Attention',
  error: 'Erreur',
};
