/** What a ledger entry is about; each kind of fact has exactly one id, so it can be counted once. */
export type LedgerEntryKey =
  | { type: 'reservation_completed'; reservationId: string }
  /** The bill of a booking: revision 1 is its first credit, each later change of the bill has the next number. */
  | { type: 'amount_spent'; reservationId: string; revision?: number }
  /** Points turned into a discount voucher (the voucher's id). */
  | { type: 'discount_voucher'; voucherId: string }
  | { type: 'cancellation'; reservationId: string }
  | { type: 'no_show'; reservationId: string }
  | { type: 'review'; reservationId: string }
  | { type: 'walk_in'; restaurantId: string; customerId: string; timestamp: string }
  | { type: 'adjustment'; restaurantId: string; customerId: string; timestamp: string };

/** Firestore ids may not contain '/', and customer ids are e-mails or `name_phone` typed by people. */
function part(value: string): string {
  return value.trim().replaceAll('/', '_');
}

/**
 * Deterministic id of the loyalty ledger entry for a fact (ARCHITECTURE §4): writing the same fact twice
 * targets the same document, so a retry or a recount never adds points twice.
 * A bill corrected later adds an entry per revision (`reservation:{id}:spend`, then `reservation:{id}:spend:2`…):
 * the ledger stays append-only and each correction is written once whatever the retries.
 * @example buildLedgerEntryId({ key: { type: 'reservation_completed', reservationId: 'r1' } }) // 'reservation:r1:completed'
 */
export function buildLedgerEntryId({ key }: { key: LedgerEntryKey }): string {
  switch (key.type) {
    case 'reservation_completed':
      return `reservation:${part(key.reservationId)}:completed`;
    case 'amount_spent': {
      const revision = Math.max(1, Math.floor(key.revision ?? 1));
      const base = `reservation:${part(key.reservationId)}:spend`;
      return revision === 1 ? base : `${base}:${revision}`;
    }
    case 'discount_voucher':
      return `reward:${part(key.voucherId)}:points`;
    case 'cancellation':
      return `reservation:${part(key.reservationId)}:cancelled`;
    case 'no_show':
      return `reservation:${part(key.reservationId)}:no_show`;
    case 'review':
      return `review:${part(key.reservationId)}`;
    case 'walk_in':
      return `visit:${part(key.restaurantId)}:${part(key.customerId)}:${part(key.timestamp)}`;
    case 'adjustment':
      return `adjustment:${part(key.restaurantId)}:${part(key.customerId)}:${part(key.timestamp)}`;
  }
}
