import { normalizeReservationStatus, RESERVATION_STATUSES, type ReservationStatus } from '../schemas';

/** How one status is shown: labels, badge colours and the dot of the history timeline. */
export interface StatusPresentation {
  /** Main French label (lists, menus, history). */
  label: string;
  /**
   * Label of the badge on the staff reservation detail page: the list's label (the specified product showed an
   * unexplained 'Bon' for CONFIRMED there; issue 36 bug 9).
   */
  detailBadgeLabel: string;
  /** Label in the customer space (customer-flows §4: 'En cours', 'Absent'). */
  customerLabel: string;
  /** Other labels seen in the product for the same status. */
  alternateLabels: readonly string[];
  /** Badge colours; text on background has a contrast of at least 4.5:1. */
  badge: { background: string; text: string };
  /** Dot of the history timeline; at least 3:1 against white. */
  historyColor: string;
}

/** The one table of statuses every screen and e-mail reads (ARCHITECTURE §4). */
export const RESERVATION_STATUS_TABLE: Readonly<Record<ReservationStatus, StatusPresentation>> = {
  PENDING: {
    label: 'En attente',
    detailBadgeLabel: 'En attente',
    customerLabel: 'En attente',
    alternateLabels: [],
    badge: { background: '#FEF3C7', text: '#92400E' },
    historyColor: '#6B7280',
  },
  CONFIRMED: {
    label: 'Confirmée',
    detailBadgeLabel: 'Confirmée',
    customerLabel: 'Confirmée',
    alternateLabels: ['Bon'],
    badge: { background: '#DCFCE7', text: '#166534' },
    historyColor: '#16A34A',
  },
  SEATED: {
    label: 'Installée',
    detailBadgeLabel: 'Installée',
    customerLabel: 'En cours',
    alternateLabels: ['À table', 'Assis', 'En cours'],
    badge: { background: '#DBEAFE', text: '#1E40AF' },
    historyColor: '#2563EB',
  },
  COMPLETED: {
    label: 'Terminée',
    detailBadgeLabel: 'Terminée',
    customerLabel: 'Terminée',
    alternateLabels: [],
    badge: { background: '#166534', text: '#FFFFFF' },
    historyColor: '#166534',
  },
  CANCELLED: {
    label: 'Annulée',
    detailBadgeLabel: 'Annulée',
    customerLabel: 'Annulée',
    alternateLabels: [],
    badge: { background: '#FEE2E2', text: '#991B1B' },
    historyColor: '#DC2626',
  },
  NO_SHOW: {
    label: 'No-show',
    detailBadgeLabel: 'No-show',
    customerLabel: 'Absent',
    alternateLabels: ['Absent'],
    badge: { background: '#FFEDD5', text: '#9A3412' },
    historyColor: '#C2410C',
  },
  VISIT_DECLARED: {
    label: 'Visite déclarée',
    detailBadgeLabel: 'Visite déclarée',
    customerLabel: 'Visite déclarée',
    alternateLabels: [],
    badge: { background: '#F3E8FF', text: '#6B21A8' },
    historyColor: '#9333EA',
  },
};

/** Grey used for anything that is not a known status (history entries of an unknown kind). */
export const UNKNOWN_STATUS_COLOR = '#6B7280';

/** Statuses in display order. */
export const STATUS_ORDER: readonly ReservationStatus[] = RESERVATION_STATUSES;

/**
 * Presentation of a status written in any known spelling ('no_show', 'CONFIRMED', 'visit declared');
 * undefined for an unknown one, so that callers fall back to {@link UNKNOWN_STATUS_COLOR} and the raw text.
 */
export function getStatusPresentation(status: string): StatusPresentation | undefined {
  const normalized = normalizeReservationStatus(status);
  return normalized ? RESERVATION_STATUS_TABLE[normalized] : undefined;
}

/** French label of a status in any spelling; the raw value when unknown. */
export function getStatusLabel(status: string): string {
  return getStatusPresentation(status)?.label ?? status;
}

/** Colour of a history dot for a status in any spelling; grey when unknown. */
export function getHistoryColor(status: string): string {
  return getStatusPresentation(status)?.historyColor ?? UNKNOWN_STATUS_COLOR;
}
