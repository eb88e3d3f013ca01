/** What a ledger entry is about; each kind of fact has exactly one id, so it can be counted once. */
export type LedgerEntryKey =
  /**
   * A booking's status effects: revision 1 is the first entry of that effect, each later move of it (taken back
   * when the booking leaves the status, given again when it comes back) has the next number.
   */
  | { type: 'reservation_completed'; reservationId: string; revision?: number }
  /** The bill of a booking: revision 1 is its first credit, each later change of the bill has the next number. */
  | { type: 'amount_spent'; reservationId: string; revision?: number }
  /** Points turned into a discount voucher (the voucher's id). */
  | { type: 'discount_voucher'; voucherId: string }
  /** The points of a discount voucher given back when the voucher is cancelled (what it was bought with). */
  | { type: 'voucher_refund'; voucherId: string }
  | { type: 'cancellation'; reservationId: string; revision?: number }
  | { type: 'no_show'; reservationId: string; revision?: number }
  | { type: 'review'; reservationId: string }
  | { type: 'walk_in'; restaurantId: string; customerId: string; timestamp: string }
  | { type: 'adjustment'; restaurantId: string; customerId: string; timestamp: string };

/** Firestore ids may not contain '/', and customer ids are e-mails or `name_phone` typed by people. */
function part(value: string): string {
  return value.trim().replaceAll('/', '_');
}

/** `base` for revision 1 (the ids written before revisions existed), `base:{n}` after. */
function revised(base: string, revision: number | undefined): string {
  const n = Math.max(1, Math.floor(revision ?? 1));
  return n === 1 ? base : `${base}:${n}`;
}

/**
 * Deterministic id of the loyalty ledger entry for a fact (ARCHITECTURE §4): writing the same fact twice
 * targets the same document, so a retry or a recount never adds points twice.
 * A bill corrected later adds an entry per revision (`reservation:{id}:spend`, then `reservation:{id}:spend:2`…),
 * and so does a status effect moved again (`reservation:{id}:completed`, then `:completed:2` when the booking
 * leaves « Terminée », `:completed:3` when it comes back): the ledger stays append-only and each move is written
 * once whatever the retries.
 * @example buildLedgerEntryId({ key: { type: 'reservation_completed', reservationId: 'r1' } }) // 'reservation:r1:completed'
 */
export function buildLedgerEntryId({ key }: { key: LedgerEntryKey }): string {
  switch (key.type) {
    case 'reservation_completed':
      return revised(`reservation:${part(key.reservationId)}:completed`, key.revision);
    case 'amount_spent':
      return revised(`reservation:${part(key.reservationId)}:spend`, key.revision);
    case 'discount_voucher':
      return `reward:${part(key.voucherId)}:points`;
    case 'voucher_refund':
      return `reward:${part(key.voucherId)}:refund`;
    case 'cancellation':
      return revised(`reservation:${part(key.reservationId)}:cancelled`, key.revision);
    case 'no_show':
      return revised(`reservation:${part(key.reservationId)}:no_show`, key.revision);
    case 'review':
      return `review:${part(key.reservationId)}`;
    case 'walk_in':
      return `visit:${part(key.restaurantId)}:${part(key.customerId)}:${part(key.timestamp)}`;
    case 'adjustment':
      return `adjustment:${part(key.restaurantId)}:${part(key.customerId)}:${part(key.timestamp)}`;
  }
}
