import type { DocData, Transaction } from '@app/data';
import { mailRestaurantOf } from '../mail/mail-restaurant';
import { readCustomerView, writeCustomerViews, type ViewContact } from './customer-views';
import { enqueueMail } from './outbox';
import {
  CustomerRestaurantStatsSchema,
  applyPointsDelta,
  applyVisitToStats,
  buildLedgerEntryId,
  computeEventPoints,
  detectLevelChange,
  detectNewGifts,
  normalizeLoyaltyConfig,
  roundPoints,
  type CustomerRestaurantStats,
  type LedgerEntryKey,
  type LevelChange,
  type LoyaltyConfig,
  type LoyaltyEvent,
  type VisitFacts,
} from '@app/domain';

/**
 * The loyalty ledger service (ARCHITECTURE §4): every change of points is an append-only entry of
 * `loyaltyLedger` with a deterministic id, written in the caller's transaction together with the customer's
 * balance (`restaurantStats[restaurantId].points`, and `loyaltyPoints` = the sum over restaurants).
 * An event whose entry already exists changes nothing, so retries, double clicks and re-runs of a job never
 * count twice.
 *
 * Firestore transactions read everything before writing: call `planLoyaltyEvent` after your own reads and
 * before your writes, then `plan.commit()`; `applyLoyaltyEvent` does both when you have nothing else to read.
 * One event per customer per transaction (two plans would both start from the same balance).
 */

/** Counters of `restaurantStats` an event may bump, only when its entry is new. */
export type StatsCounter =
  'totalReservations' | 'completed' | 'cancelled' | 'noShow' | 'visitsDeclared' | 'reviews' | 'giftsClaimed';

export interface LoyaltyEventInput {
  /** Customer file id (`customers/{id}`): the e-mail lower-cased, else `name_phone`. */
  customerId: string;
  restaurantId: string;
  /** What happened; an adjustment carries its own signed delta. */
  event: LoyaltyEvent | { type: 'adjustment'; delta: number };
  /** The fact the entry records; its deterministic id (e.g. `reservation:{id}:completed`) comes from the domain. */
  key: LedgerEntryKey;
  /** The reservation, review or visit the event comes from. */
  sourceId: string;
  reason?: string;
  /** Acting user id, or 'system' / the customer e-mail. */
  createdBy?: string;
  /** Restaurant counters to bump together with the entry. */
  increment?: Partial<Record<StatsCounter, number>>;
  /** Date of an honoured visit ('YYYY-MM-DD'), kept as lastVisit at the restaurant and on the customer. */
  visitDate?: string;
  /** Counts as loyalty activity for the tablet's 5-hour rule. */
  activity?: boolean;
  /**
   * An honoured visit the event adds (`sign` 1) or takes back (-1) in the profile's aggregates: covers, visits by
   * weekday and hour, first visit (applyVisitToStats).
   */
  visitStats?: { visit: VisitFacts; sign: 1 | -1 };
  /** Fields of a customer record to create when none exists yet (e.g. a walk-in just registered). */
  createIfMissing?: DocData;
  /**
   * What the flow gives the venue of the customer's contact (the booking's name and phone, the tablet's form): it
   * fills the fields the venue's view does not hold yet, never more (ARCHITECTURE §9).
   */
  viewContact?: ViewContact;
  /** Consents the flow collected for this venue (the tablet's boxes), with their proof. */
  viewConsents?: Parameters<typeof writeCustomerViews>[1]['writes'][number]['consents'];
  now: Date;
}

export interface LoyaltyEventResult {
  /** False when the entry already existed: nothing was written. */
  applied: boolean;
  /** Change actually applied to the balance (a penalty never takes it below 0). */
  delta: number;
  before: number;
  after: number;
  config: LoyaltyConfig;
  /** Set when the balance crossed a level threshold (a rise also queues the level-up mail). */
  levelChange: LevelChange | null;
  /** Gift numbers newly reached (floor(points / giftInterval) rose), for the tablet's 'CADEAU #n'. */
  newGifts: number[];
}

export interface LoyaltyPlan extends LoyaltyEventResult {
  /** Writes the entry and the balance; does nothing when the entry already existed. */
  commit(): void;
}

/** The signed points an event is worth under the restaurant's configuration. */
export function pointsForEvent(config: LoyaltyConfig, event: LoyaltyEventInput['event']): number {
  return event.type === 'adjustment' ? event.delta : computeEventPoints({ event, config });
}

/** Reads the restaurant's loyalty configuration, defaults and migration included. */
export async function readLoyaltyConfig(
  tx: Pick<Transaction, 'get'>,
  restaurantId: string,
): Promise<LoyaltyConfig> {
  const snap = await tx.get(`settings/loyalty_config_${restaurantId}`);
  return normalizeLoyaltyConfig({ raw: snap.data });
}

function readStats(raw: unknown): CustomerRestaurantStats {
  const parsed = CustomerRestaurantStatsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : CustomerRestaurantStatsSchema.parse({});
}

/** Reads what the event needs and computes the new balance; writes nothing until `commit()`. */
export async function planLoyaltyEvent(tx: Transaction, input: LoyaltyEventInput): Promise<LoyaltyPlan> {
  const customerPath = `customers/${input.customerId}`;
  const entryId = buildLedgerEntryId({ key: input.key });
  const entryPath = `loyaltyLedger/${entryId}`;
  const [config, entrySnap, customerSnap, restaurantSnap, view] = await Promise.all([
    readLoyaltyConfig(tx, input.restaurantId),
    tx.get(entryPath),
    tx.get(customerPath),
    tx.get(`restaurants/${input.restaurantId}`),
    readCustomerView(tx, input.restaurantId, input.customerId),
  ]);
  const customer = customerSnap.data ?? {};
  const allStats = (customer.restaurantStats ?? {}) as Record<string, unknown>;
  const stats = readStats(allStats[input.restaurantId]);
  const before = stats.points;
  if (entrySnap.exists || (!customerSnap.exists && !input.createIfMissing)) {
    const unchanged = { delta: 0, before, after: before, config, levelChange: null, newGifts: [] };
    return { applied: false, ...unchanged, commit: () => undefined };
  }
  const after = applyPointsDelta({ balance: before, delta: pointsForEvent(config, input.event) });
  const delta = roundPoints({ points: after - before });
  const nowIso = input.now.toISOString();
  const levelChange = detectLevelChange({ pointsBefore: before, pointsAfter: after, levels: config.levels });
  const newGifts = detectNewGifts({
    pointsBefore: before,
    pointsAfter: after,
    giftInterval: config.giftInterval,
  });

  let nextStats: CustomerRestaurantStats = { ...stats, points: after };
  for (const [counter, by] of Object.entries(input.increment ?? {}) as [StatsCounter, number][]) {
    nextStats[counter] = Math.max(0, nextStats[counter] + by);
  }
  if (input.visitStats) nextStats = applyVisitToStats({ stats: nextStats, ...input.visitStats });
  if (input.visitDate && (!nextStats.lastVisit || input.visitDate > nextStats.lastVisit))
    nextStats.lastVisit = input.visitDate;
  if (input.activity) nextStats.lastActivityAt = nowIso;

  const otherPoints = Object.entries(allStats)
    .filter(([id]) => id !== input.restaurantId)
    .reduce((sum, [, raw]) => sum + readStats(raw).points, 0);
  const restaurantIds = Array.isArray(customer.restaurantIds) ? (customer.restaurantIds as string[]) : [];
  const lastVisit = typeof customer.lastVisit === 'string' ? customer.lastVisit : undefined;

  const commit = () => {
    tx.create(entryPath, {
      id: entryId,
      customerId: input.customerId,
      restaurantId: input.restaurantId,
      delta,
      type: input.event.type,
      sourceId: input.sourceId,
      reason: input.reason ?? '',
      balanceAfter: after,
      createdAt: nowIso,
      ...(input.createdBy ? { createdBy: input.createdBy } : {}),
    });
    const visit =
      input.visitDate && (!lastVisit || input.visitDate > lastVisit) ? input.visitDate : lastVisit;
    const base = customerSnap.exists
      ? customer
      : { ...input.createIfMissing, id: input.customerId, createdAt: nowIso };
    const record: DocData = {
      ...base,
      loyaltyPoints: roundPoints({ points: otherPoints + after }),
      restaurantIds: restaurantIds.includes(input.restaurantId)
        ? restaurantIds
        : [...restaurantIds, input.restaurantId],
      restaurantStats: { ...allStats, [input.restaurantId]: nextStats },
      totalReservations: Math.max(
        0,
        Number(customer.totalReservations ?? 0) + (input.increment?.totalReservations ?? 0),
      ),
      ...(visit ? { lastVisit: visit, lastVisitDate: visit } : { lastVisit: null }),
      // Every loyalty event comes from a booking, a visit or a review: the retention period starts again.
      lastActiveAt: nowIso,
      updatedAt: nowIso,
    };
    tx.set(customerPath, record);
    writeCustomerViews(tx, {
      customerId: input.customerId,
      record,
      previous: customerSnap.exists ? customer : null,
      writes: [
        {
          restaurantId: input.restaurantId,
          existing: view,
          ...(input.viewContact ? { given: input.viewContact, mode: 'fill' as const } : {}),
          ...(input.viewConsents ? { consents: input.viewConsents } : {}),
        },
      ],
      now: input.now,
    });
    const profile = customerSnap.exists ? customer : (input.createIfMissing ?? {});
    const email = typeof profile.email === 'string' ? profile.email : '';
    if (levelChange?.direction === 'up' && email) {
      const customerName = String(profile.firstName || profile.name || 'Client');
      const restaurant = mailRestaurantOf({ id: input.restaurantId, data: restaurantSnap.data });
      const restaurantName = restaurant.name;
      enqueueMail(tx, {
        id: `level-up:${entryId}`,
        type: 'level_up',
        to: email,
        toName: customerName,
        restaurant,
        data: {
          customerName,
          restaurantName,
          oldLevel: levelChange.oldLevel.name,
          newLevel: levelChange.newLevel.name,
          loyaltyPoints: after,
          rewardPoints: config.rewardPoints,
        },
      });
    }
  };
  return { applied: true, delta, before, after, config, levelChange, newGifts, commit };
}

/** Plans and commits in one go, for callers that have nothing else to read in the transaction. */
export async function applyLoyaltyEvent(
  tx: Transaction,
  input: LoyaltyEventInput,
): Promise<LoyaltyEventResult> {
  const plan = await planLoyaltyEvent(tx, input);
  plan.commit();
  const { commit: _commit, ...result } = plan;
  return result;
}
