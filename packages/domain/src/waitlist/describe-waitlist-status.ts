import { toParisDateTime } from '../availability/paris-time';
import type { WaitlistStatus } from '../schemas/waitlist-entry';

/**
 * The staff list's words for an entry's status: 'En attente', "Offre envoyée jusqu'à 20:35" (the offer's end,
 * Paris time), 'Réservée', 'Offre expirée', 'Retirée'.
 */
export function describeWaitlistStatus({
  status,
  offerExpiresAt,
}: {
  status: WaitlistStatus;
  offerExpiresAt?: string;
}): string {
  switch (status) {
    case 'WAITING':
      return 'En attente';
    case 'OFFERED': {
      const end = offerExpiresAt ? parisClock(offerExpiresAt) : '';
      return end ? `Offre envoyée jusqu'à ${end}` : 'Offre envoyée';
    }
    case 'BOOKED':
      return 'Réservée';
    case 'EXPIRED':
      return 'Offre expirée';
    case 'CANCELLED':
      return 'Retirée';
  }
}

/** 'HH:mm' of an instant in Paris ('' when unreadable). */
function parisClock(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : toParisDateTime({ at }).time;
}
