/** What a ledger entry is about; each kind of fact has exactly one id, so it can be counted once. */
export type LedgerEntryKey =
  | { type: 'reservation_completed'; reservationId: string }
  | { type: 'amount_spent'; reservationId: string }
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
 * @example buildLedgerEntryId({ key: { type: 'reservation_completed', reservationId: 'r1' } }) // 'reservation:r1:completed'
 */
export function buildLedgerEntryId({ key }: { key: LedgerEntryKey }): string {
  switch (key.type) {
    case 'reservation_completed':
      return `reservation:${part(key.reservationId)}:completed`;
    case 'amount_spent':
      return `reservation:${part(key.reservationId)}:spent`;
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
