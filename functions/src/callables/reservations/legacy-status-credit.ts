import type { Transaction } from '@app/data';
import {
  STATUS_CREDIT_EFFECTS,
  buildLedgerEntryId,
  roundPoints,
  type Reservation,
  type StatusCredit,
  type StatusCreditEffect,
} from '@app/domain';

/** The history spelling of the status each effect stands for. */
const STATUS_OF: Record<StatusCreditEffect, string> = {
  reservation_completed: 'completed',
  cancellation: 'cancelled',
  no_show: 'no_show',
};

/**
 * What a booking's status effects hold in the ledger. A booking written since `statusCredit` exists carries it;
 * an older one is read from its entries as the former rule wrote them: `reservation:{id}:completed` (and
 * `:cancelled`, `:no_show`) when the status was reached, and the adjustment `reverse-{that id}` when it was left.
 * Only the effects of statuses the booking ever had are read (its history and its status), so a booking that
 * never earned nor cost anything costs no read.
 */
export async function readStatusCredit(
  tx: Pick<Transaction, 'get'>,
  reservation: Reservation,
  customerId: string,
): Promise<StatusCredit> {
  if (reservation.statusCredit) return reservation.statusCredit;
  const had = new Set([reservation.status.toLowerCase(), ...reservation.statusHistory.map((h) => h.status)]);
  const effects = STATUS_CREDIT_EFFECTS.filter((effect) => had.has(STATUS_OF[effect]));
  if (!customerId || effects.length === 0) return {};
  const read = await Promise.all(
    effects.map(async (effect) => {
      const entryId = buildLedgerEntryId({ key: { type: effect, reservationId: reservation.id } });
      const reverseId = buildLedgerEntryId({
        key: {
          type: 'adjustment',
          restaurantId: reservation.restaurantId,
          customerId,
          timestamp: `reverse-${entryId}`,
        },
      });
      const [entry, reverse] = await Promise.all([
        tx.get(`loyaltyLedger/${entryId}`),
        tx.get(`loyaltyLedger/${reverseId}`),
      ]);
      if (!entry.exists) return undefined;
      const points = Number(entry.data?.delta ?? 0) + (reverse.exists ? Number(reverse.data?.delta ?? 0) : 0);
      return [
        effect,
        { points: roundPoints({ points }), counted: reverse.exists ? 0 : 1, revision: 1 },
      ] as const;
    }),
  );
  return Object.fromEntries(read.filter((pair) => pair !== undefined)) as StatusCredit;
}
