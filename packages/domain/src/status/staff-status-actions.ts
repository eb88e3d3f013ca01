import type { ReservationStatus } from '../schemas';

/** A staff action on a reservation's status (home buttons, swipe, badge menu, detail page). */
export type StaffStatusAction = 'confirm' | 'refuse' | 'seat' | 'no_show' | 'cancel' | 'complete';

/** Button label, target status and success toasts (staff-operations §8) of an action. */
export interface StaffStatusActionInfo {
  target: ReservationStatus;
  label: string;
  /** Toast when the action's e-mail was queued (or when the action sends none). */
  toast: string;
  /** Toast when the e-mail could not be queued: the product then shows success without the e-mail mention. */
  toastWithoutEmail: string;
}

/** Every staff status action with its label, target and toasts. */
export const STAFF_STATUS_ACTIONS: Readonly<Record<StaffStatusAction, StaffStatusActionInfo>> = {
  confirm: {
    target: 'CONFIRMED',
    label: 'Confirmer',
    toast: 'Confirmée ! Email de confirmation envoyé',
    toastWithoutEmail: 'Confirmée !',
  },
  refuse: {
    target: 'CANCELLED',
    label: 'Refuser',
    toast: 'Refusée ! Email de refus envoyé',
    toastWithoutEmail: 'Refusée !',
  },
  seat: {
    target: 'SEATED',
    label: 'Installer',
    toast: 'Client installé',
    toastWithoutEmail: 'Client installé',
  },
  no_show: {
    target: 'NO_SHOW',
    label: 'No-show',
    toast: 'Marqué comme no-show',
    toastWithoutEmail: 'Marqué comme no-show',
  },
  cancel: {
    target: 'CANCELLED',
    label: 'Annuler',
    toast: "Annulée ! Email d'annulation envoyé",
    toastWithoutEmail: 'Annulée !',
  },
  complete: {
    target: 'COMPLETED',
    label: 'Terminer',
    toast: "Terminée ! Email d'avis envoyé",
    toastWithoutEmail: 'Terminée !',
  },
};

/** Swipe actions of a row: a pending request is confirmed or refused; any other row is seated, no-show or cancelled. */
export function swipeActionsFor(status: ReservationStatus): StaffStatusAction[] {
  return status === 'PENDING' ? ['confirm', 'refuse'] : ['seat', 'no_show', 'cancel'];
}

/**
 * The action a status change stands for (for its toast); null for a change back to PENDING. A change to
 * CANCELLED is a cancellation whatever the previous status: refusing a request ('refuse', with its reason
 * and e-mail) goes through refuseReservation, not through a status change.
 */
export function staffActionFor({
  to,
}: {
  from: ReservationStatus;
  to: ReservationStatus;
}): StaffStatusAction | null {
  switch (to) {
    case 'CONFIRMED':
      return 'confirm';
    case 'CANCELLED':
      return 'cancel';
    case 'SEATED':
      return 'seat';
    case 'NO_SHOW':
      return 'no_show';
    case 'COMPLETED':
      return 'complete';
    default:
      return null;
  }
}

/** Label and toasts of the detail page's completion button (shown on SEATED only). */
export const MARK_COMPLETED = {
  label: 'Marquer comme terminée',
  progressToast: "Envoi de l'email d'avis...",
  successToast: "✅ Réservation terminée ! Email de demande d'avis envoyé 📧",
  errorToast: '❌ Erreur lors de la mise à jour',
} as const;

/** Customer space cancellation: question, success and error toasts (customer-flows §4, §8). */
export const CUSTOMER_CANCELLATION = {
  question: 'Êtes-vous sûr de vouloir annuler cette réservation ?',
  successToast: 'Réservation annulée avec succès',
  errorToast: "Erreur lors de l'annulation de la réservation",
} as const;

/** Generic toast of a status change that is not one of the named actions. */
export const STATUS_CHANGE_ERROR = 'Erreur lors du changement de statut';
