import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

import type { StatusKind } from './status-labels';

export type { StatusKind } from './status-labels';

/**
 * Each kind has its own icon, so that the kind never rests on colour alone (WCAG 1.4.1), and a French word
 * read before the message by screen readers (status-labels.ts).
 */
export const STATUS_ICONS: Record<StatusKind, LucideIcon> = {
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
  error: CircleAlert,
};

export { STATUS_LABELS } from './status-labels';
