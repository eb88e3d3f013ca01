import { formatPoints } from '../format/format-points';
import { decideCancellationCharge } from '../loyalty/decide-cancellation-charge';
import type { LoyaltyConfig } from '../loyalty/loyalty-config-schema';
import type { Reservation } from '../schemas/reservation';
import type { ReservationStatus } from '../schemas/reservation-status';
import { computeSpendPoints } from '../spend/compute-spend-points';
import { formatEuros } from '../spend/format-euros';
import { getStatusPresentation } from './status-table';

/** What the dialog asking before a booking leaves « Terminée » says (issue 48, defect 1). */
export interface LeavingCompletedText {
  title: string;
  /** « Passer à « Installée » reprend : » */
  intro: string;
  /** Each thing taken back: the visit's points and count, the bill and its points. */
  takesBack: string[];
  /** The penalty the new status charges, when it does. */
  charges: string | null;
  /** Said when points are taken back: the guest may have spent them already. */
  note: string | null;
  confirm: string;
  keep: string;
}

/**
 * The confirmation a status change out of « Terminée » asks for, saying what it takes back: the points the visit
 * earned (as the booking holds them: `statusCredit`), the visit counted in the guest's file, the bill and its
 * points (`billCredit`), and the penalty the new status charges (a no-show, a late cancellation). A guest without
 * a file (no e-mail nor phone) had no points: only the visit and the bill are named.
 * @example describeLeavingCompleted({ reservation, to: 'SEATED', config, now }).takesBack // ['les 5,0 points de la visite et la visite comptée', 'l’addition de 86,50 € et ses 8,6 points']
 */
export function describeLeavingCompleted({
  reservation,
  to,
  config,
  now,
}: {
  reservation: Pick<
    Reservation,
    'statusCredit' | 'billCredit' | 'amountSpent' | 'customerEmail' | 'customerPhone' | 'date' | 'time'
  >;
  to: ReservationStatus;
  config: Pick<
    LoyaltyConfig,
    | 'pointsPerReservation'
    | 'pointsPerEuroSpent'
    | 'pointsForNoShow'
    | 'pointsForCancellation'
    | 'freeCancellationHours'
  >;
  now: Date;
}): LeavingCompletedText {
  const label = getStatusPresentation(to)?.label ?? to;
  const earns = Boolean(reservation.customerEmail || reservation.customerPhone);
  const visitPoints = reservation.statusCredit?.reservation_completed?.points ?? config.pointsPerReservation;
  const bill = reservation.amountSpent ?? 0;
  const billPoints =
    reservation.billCredit?.points ??
    computeSpendPoints({ amountEuros: bill, pointsPerEuroSpent: config.pointsPerEuroSpent });
  const takesBack = [
    earns && visitPoints !== 0
      ? `les ${formatPoints({ points: visitPoints })} points de la visite et la visite comptée`
      : 'la visite comptée',
    ...(bill > 0
      ? [
          earns && billPoints !== 0
            ? `l’addition de ${formatEuros({ amount: bill })} et ses ${formatPoints({ points: billPoints })} points`
            : `l’addition de ${formatEuros({ amount: bill })}`,
        ]
      : []),
  ];
  const late =
    to === 'CANCELLED' &&
    decideCancellationCharge({
      from: 'COMPLETED',
      date: reservation.date,
      time: reservation.time,
      now,
      freeCancellationHours: config.freeCancellationHours,
    }) === 'penalty';
  const penalty = to === 'NO_SHOW' ? config.pointsForNoShow : late ? config.pointsForCancellation : 0;
  const charges =
    earns && penalty !== 0
      ? `puis retire ${formatPoints({ points: Math.abs(penalty) })} points pour ${to === 'NO_SHOW' ? 'le no-show' : 'l’annulation tardive'}`
      : null;
  return {
    title: 'Revenir sur « Terminée » ?',
    intro: `Passer à « ${label} » reprend :`,
    takesBack,
    charges,
    note: earns ? 'Si le client a déjà utilisé ces points, son solde peut devenir négatif.' : null,
    confirm: `Passer à « ${label} »`,
    keep: 'Garder « Terminée »',
  };
}
