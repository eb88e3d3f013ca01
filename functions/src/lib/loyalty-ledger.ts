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
  roundEuros,
  roundPoints,
  type CustomerRestaurantStats,
  type LedgerEntryType,
  type LedgerEntryKey,
  type LevelChange,
  type LoyaltyConfig,
  type LoyaltyEvent,
  type VisitFacts,
} from '@app/domain';
import { countProductEvents } from './events/record-product-events';

/**
 * The loyalty ledger service (ARCHITECTURE §4): every change of points is an append-only entry of
 * `loyaltyLedger` with a deterministic id, written in the caller's transaction together with the customer's
 * balance (`restaurantStats[restaurantId].points`, and `loyaltyPoints` = the sum over restaurants).
 * An event whose entry already exists changes nothing, so retries, double clicks and re-runs of a job never
 * count twice.
 *
 * Firestore transactions read everything before writing: call `planLoyaltyEvent` after your own reads and
 * before your writes, then `plan.commit()`; `applyLoyaltyEvent` does both when you have nothing else to read.
 * Two events of one customer in one transaction chain: plan the second with `{ after: firstPlan }` so it starts
 * from the balance and figures the first leaves, then commit both in order.
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
  /** The entry's type when it differs from the event's (a bill's correction moves a delta: 'amount_spent'). */
  entryType?: LedgerEntryType;
  /**
   * Whether a negative delta stops at 0 (applyPointsDelta): a penalty takes at most what the balance holds. Points
   * taken back after they were credited are exact, below 0 if need be (issue 49). Default: penalties only.
   */
  floorAtZero?: boolean;
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
  /** Changes of the venue's spend figures a bill brings: euros, billed visits and their guests (planBillCredit). */
  spend?: { amount: number; visits: number; covers: number };
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
  /** Change actually applied to the balance (a penalty stops at 0). */
  delta: number;
  before: number;
  after: number;
  config: LoyaltyConfig;
  /** Set when the balance crossed a level threshold (a rise also queues the level-up mail). */
  levelChange: LevelChange | null;
  /** Gift numbers newly reached (floor(points / giftInterval) rose), for the tablet's 'CADEAU #n'. */
  newGifts: number[];
}

/** What a plan read of the customer, as its event leaves it: the next event of the transaction starts there. */
export interface LedgerSnapshot {
  customerExists: boolean;
  /** The customer record (as the previous plan of the transaction writes it). */
  customer: DocData;
  /** The record as read from the store, before any plan of the transaction. */
  stored: DocData | null;
  restaurantData: DocData | undefined;
  view: Awaited<ReturnType<typeof readCustomerView>>;
}

export interface LoyaltyPlan extends LoyaltyEventResult {
  /** Writes the entry and the balance; does nothing when the entry already existed. */
  commit(): void;
  snapshot: LedgerSnapshot;
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

async function readSnapshot(tx: Transaction, input: LoyaltyEventInput): Promise<LedgerSnapshot> {
  const [customerSnap, restaurantSnap, view] = await Promise.all([
    tx.get(`customers/${input.customerId}`),
    tx.get(`restaurants/${input.restaurantId}`),
    readCustomerView(tx, input.restaurantId, input.customerId),
  ]);
  return {
    customerExists: customerSnap.exists,
    customer: customerSnap.data ?? {},
    stored: customerSnap.exists ? (customerSnap.data ?? {}) : null,
    restaurantData: restaurantSnap.data,
    view,
  };
}

/**
 * Reads what the event needs and computes the new balance; writes nothing until `commit()`. With `after`, the
 * event follows that plan of the same transaction and customer (its reads, its balance and figures).
 */
export async function planLoyaltyEvent(
  tx: Transaction,
  input: LoyaltyEventInput,
  options: { after?: LoyaltyPlan } = {},
): Promise<LoyaltyPlan> {
  const customerPath = `customers/${input.customerId}`;
  const entryId = buildLedgerEntryId({ key: input.key });
  const entryPath = `loyaltyLedger/${entryId}`;
  const [config, entrySnap, snapshot] = await Promise.all([
    readLoyaltyConfig(tx, input.restaurantId),
    tx.get(entryPath),
    options.after ? Promise.resolve(options.after.snapshot) : readSnapshot(tx, input),
  ]);
  const customerSnap = { exists: snapshot.customerExists };
  const customer = snapshot.customer;
  const view = snapshot.view;
  const allStats = (customer.restaurantStats ?? {}) as Record<string, unknown>;
  const stats = readStats(allStats[input.restaurantId]);
  const before = stats.points;
  if (entrySnap.exists || (!customerSnap.exists && !input.createIfMissing)) {
    const unchanged = { delta: 0, before, after: before, config, levelChange: null, newGifts: [] };
    return { applied: false, ...unchanged, commit: () => undefined, snapshot };
  }
  const floorAtZero =
    input.floorAtZero ?? (input.event.type === 'cancellation' || input.event.type === 'no_show');
  const after = applyPointsDelta({
    balance: before,
    delta: pointsForEvent(config, input.event),
    floorAtZero,
  });
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
  if (input.spend) {
    nextStats.totalSpent = Math.max(0, roundEuros({ amount: nextStats.totalSpent + input.spend.amount }));
    nextStats.billedVisits = Math.max(0, nextStats.billedVisits + input.spend.visits);
    nextStats.billedCovers = Math.max(0, nextStats.billedCovers + input.spend.covers);
  }
  if (input.visitDate && (!nextStats.lastVisit || input.visitDate > nextStats.lastVisit))
    nextStats.lastVisit = input.visitDate;
  if (input.activity) nextStats.lastActivityAt = nowIso;

  const otherPoints = Object.entries(allStats)
    .filter(([id]) => id !== input.restaurantId)
    .reduce((sum, [, raw]) => sum + readStats(raw).points, 0);
  const restaurantIds = Array.isArray(customer.restaurantIds) ? (customer.restaurantIds as string[]) : [];
  const lastVisit = typeof customer.lastVisit === 'string' ? customer.lastVisit : undefined;

  const visit = input.visitDate && (!lastVisit || input.visitDate > lastVisit) ? input.visitDate : lastVisit;
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
  const commit = () => {
    tx.create(entryPath, {
      id: entryId,
      customerId: input.customerId,
      restaurantId: input.restaurantId,
      delta,
      type: input.entryType ?? input.event.type,
      sourceId: input.sourceId,
      reason: input.reason ?? '',
      balanceAfter: after,
      createdAt: nowIso,
      ...(input.createdBy ? { createdBy: input.createdBy } : {}),
    });
    tx.set(customerPath, record);
    writeCustomerViews(tx, {
      customerId: input.customerId,
      record,
      previous: snapshot.stored,
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
    // Product events (Rapports): points earned, a level crossed; counters only, nobody named.
    countProductEvents(
      tx,
      [
        ...(delta > 0 ? [{ restaurantId: input.restaurantId, event: 'loyalty_points_earned' as const }] : []),
        ...(levelChange
          ? [{ restaurantId: input.restaurantId, event: 'loyalty_status_changed' as const }]
          : []),
      ],
      input.now,
    );
    const profile = customerSnap.exists ? customer : (input.createIfMissing ?? {});
    const email = typeof profile.email === 'string' ? profile.email : '';
    if (levelChange?.direction === 'up' && email) {
      const customerName = String(profile.firstName || profile.name || 'Client');
      const restaurant = mailRestaurantOf({ id: input.restaurantId, data: snapshot.restaurantData });
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
  const next: LedgerSnapshot = { ...snapshot, customerExists: true, customer: record };
  return { applied: true, delta, before, after, config, levelChange, newGifts, commit, snapshot: next };
}

/** Plans and commits in one go, for callers that have nothing else to read in the transaction. */
export async function applyLoyaltyEvent(
  tx: Transaction,
  input: LoyaltyEventInput,
): Promise<LoyaltyEventResult> {
  const plan = await planLoyaltyEvent(tx, input);
  plan.commit();
  const { commit: _commit, snapshot: _snapshot, ...result } = plan;
  return result;
}
