import {
  applyPointsDelta,
  buildLedgerEntryId,
  computeEventPoints,
  computeLoyaltyLevelKey,
  roundPoints,
  type LoyaltyConfig,
  type LoyaltyEvent,
  type LoyaltyLedgerEntry,
  type LoyaltyPointsRecord,
} from '@app/domain';
import { addDays, parisTimestamp } from './demo-calendar';
import { LEVEL_TARGETS, type DemoPerson } from './demo-people';
import type { DemoReservation } from './demo-reservations';
import type { DemoReview } from './demo-reviews';
import type { SeededRandom } from './seeded-random';

export type DemoLedgerEntry = LoyaltyLedgerEntry & { id: string };
export type DemoPointsRecord = LoyaltyPointsRecord & { id: string };

interface PendingEntry {
  id: string;
  type: DemoLedgerEntry['type'];
  event?: LoyaltyEvent;
  delta?: number;
  sourceId: string;
  reason: string;
  createdAt: string;
}

const lastChange = (r: DemoReservation) =>
  r.statusHistory[r.statusHistory.length - 1]?.changedAt ?? r.createdAt;

function reservationEntries(r: DemoReservation): PendingEntry[] {
  const base = { sourceId: r.id, createdAt: lastChange(r) };
  switch (r.status) {
    case 'COMPLETED': {
      const entries: PendingEntry[] = [
        {
          ...base,
          id: buildLedgerEntryId({ key: { type: 'reservation_completed', reservationId: r.id } }),
          type: 'reservation_completed',
          event: { type: 'reservation_completed' },
          reason: 'Réservation honorée',
        },
      ];
      if (r.amountSpent) {
        entries.push({
          ...base,
          id: buildLedgerEntryId({ key: { type: 'amount_spent', reservationId: r.id } }),
          type: 'amount_spent',
          event: { type: 'amount_spent', amountEuros: r.amountSpent },
          reason: `Dépense de ${r.amountSpent} €`,
        });
      }
      return entries;
    }
    case 'CANCELLED':
      return [
        {
          ...base,
          id: buildLedgerEntryId({ key: { type: 'cancellation', reservationId: r.id } }),
          type: 'cancellation',
          event: { type: 'cancellation' },
          reason: 'Annulation',
        },
      ];
    case 'NO_SHOW':
      return [
        {
          ...base,
          id: buildLedgerEntryId({ key: { type: 'no_show', reservationId: r.id } }),
          type: 'no_show',
          event: { type: 'no_show' },
          reason: 'No-show',
        },
      ];
    case 'VISIT_DECLARED': {
      const key = {
        type: 'walk_in' as const,
        restaurantId: r.restaurantId,
        customerId: r.customerEmail,
        timestamp: r.createdAt,
      };
      return [
        {
          ...base,
          createdAt: r.createdAt,
          id: buildLedgerEntryId({ key }),
          type: 'walk_in',
          event: { type: 'walk_in' },
          reason: 'Visite déclarée sur la tablette',
        },
      ];
    }
    default:
      return [];
  }
}

/** The ledger of one diner at one venue, and the balance it leads to. */
export interface DemoAccount {
  customerId: string;
  restaurantId: string;
  entries: DemoLedgerEntry[];
  points: number;
}

/**
 * Builds the append-only ledger of a diner at a venue from their reservations and reviews, with the venue's
 * points. At their home venue an imported opening balance (and, if the visits overshoot, a final correction)
 * brings the balance to the level the demo wants, so every level is shown; the balance always equals the
 * entries applied in order with the floor at 0, exactly as the ledger service keeps it.
 */
export function buildDemoAccount(input: {
  random: SeededRandom;
  person: DemoPerson;
  restaurantId: string;
  config: LoyaltyConfig;
  reservations: readonly DemoReservation[];
  reviews: readonly DemoReview[];
  today: string;
}): DemoAccount {
  const { person, restaurantId, config, random } = input;
  const customerId = person.email;
  const pending: PendingEntry[] = [
    ...input.reservations.flatMap(reservationEntries),
    ...input.reviews.map((review) => ({
      id: buildLedgerEntryId({ key: { type: 'review', reservationId: review.reservationId } }),
      type: 'review' as const,
      event: { type: 'review' as const },
      sourceId: review.id,
      reason: 'Avis laissé',
      createdAt: review.createdAt,
    })),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const points = (entry: PendingEntry) =>
    entry.delta ?? (entry.event ? computeEventPoints({ event: entry.event, config }) : 0);
  const net = pending.reduce((sum, entry) => sum + points(entry), 0);

  const home = person.homeRestaurantId === restaurantId && person.homeLevel !== 'new';
  const [low, high] = LEVEL_TARGETS[person.homeLevel];
  const target = home ? random.int(low, high) : 0;
  if (home && target > net) {
    const timestamp = parisTimestamp(addDays(input.today, -60), '09:00');
    // In date order like every entry: archived visits, months older, come before the imported balance.
    const at = pending.findIndex((entry) => entry.createdAt > timestamp);
    pending.splice(at < 0 ? pending.length : at, 0, {
      id: buildLedgerEntryId({ key: { type: 'adjustment', restaurantId, customerId, timestamp } }),
      type: 'adjustment',
      delta: target - net,
      sourceId: 'import',
      reason: 'Reprise du solde fidélité',
      createdAt: timestamp,
    });
  }

  const entries: DemoLedgerEntry[] = [];
  let balance = 0;
  const apply = (entry: PendingEntry) => {
    // Like the ledger service, an entry records the change actually applied (a penalty stops at 0).
    const before = balance;
    balance = applyPointsDelta({ balance, delta: points(entry) });
    const delta = roundPoints({ points: balance - before });
    entries.push({
      id: entry.id,
      customerId,
      restaurantId,
      delta,
      type: entry.type,
      sourceId: entry.sourceId,
      reason: entry.reason,
      balanceAfter: balance,
      createdAt: entry.createdAt,
      createdBy: 'system',
    });
  };
  pending.forEach(apply);

  const wanted = person.homeRestaurantId === restaurantId ? person.homeLevel : undefined;
  if (wanted && computeLoyaltyLevelKey({ points: balance, levels: config.levels }) !== wanted) {
    const goal = wanted === 'new' ? Math.min(balance, 60) : random.int(low, high);
    const timestamp = parisTimestamp(addDays(input.today, -1), '23:00');
    apply({
      id: buildLedgerEntryId({ key: { type: 'adjustment', restaurantId, customerId, timestamp } }),
      type: 'adjustment',
      delta: goal - balance,
      sourceId: 'correction',
      reason: 'Régularisation du solde',
      createdAt: timestamp,
    });
  }
  return { customerId, restaurantId, entries, points: balance };
}

/** The `loyaltyPoints` record the tablet writes for each declared visit. */
export function buildVisitRecords(
  reservations: readonly DemoReservation[],
  config: LoyaltyConfig,
): DemoPointsRecord[] {
  return reservations
    .filter((r) => r.status === 'VISIT_DECLARED')
    .map((r) => ({
      id: `demo-visit-${r.id}`,
      customerId: r.customerEmail,
      restaurantId: r.restaurantId,
      points: computeEventPoints({ event: { type: 'walk_in' }, config }),
      reason: 'Visite déclarée sur la tablette',
      visitDate: r.date,
      partySize: r.partySize,
      type: 'walk_in_visit',
      createdAt: r.createdAt,
    }));
}

/**
 * Records on each demo booking what its ledger entries credited, as the status changes and setReservationBill
 * keep it: `billCredit` for its bill, `statusCredit` for its visit, cancellation or no-show (so that a bill
 * corrected or a status changed on the demo moves only the difference).
 */
export function markDemoBillCredits(
  accounts: readonly DemoAccount[],
  reservations: readonly DemoReservation[],
): void {
  const byId = new Map(reservations.map((r) => [r.id, r]));
  for (const entry of accounts.flatMap((account) => account.entries)) {
    const reservation = byId.get(entry.sourceId);
    if (!reservation) continue;
    if (entry.type === 'amount_spent' && reservation.amountSpent) {
      reservation.billCredit = {
        amount: reservation.amountSpent,
        covers: reservation.partySize,
        points: entry.delta,
        revision: 1,
      };
    }
    if (entry.type === 'reservation_completed' || entry.type === 'cancellation' || entry.type === 'no_show') {
      reservation.statusCredit = {
        ...reservation.statusCredit,
        [entry.type]: { points: entry.delta, counted: 1, revision: 1 },
      };
    }
  }
}
