import { DEMO_NEWCOMER } from './demo-newcomer';
import {
  checkPlanOverlaps,
  ARCHIVABLE_STATUSES,
  RESERVATION_STATUSES,
  applyPointsDelta,
  computeArchiveCutoff,
  computeEventPoints,
  isArchivable,
  computeLoyaltyLevelKey,
  countGiftsEarned,
  LOYALTY_LEVEL_KEYS,
  ReservationSchema,
  computeContrastRatio,
  DEFAULT_BRAND_COLOR,
  MIN_TEXT_CONTRAST,
  buildReviewSearchTokens,
  classifyReviewSentiment,
} from '@app/domain';
import {
  customersCollection,
  loyaltyLedgerCollection,
  reservationsArchiveCollection,
  reservationsCollection,
  restaurantsCollection,
  reviewStatsCollection,
  reviewsCollection,
  rewardsCollection,
  toDocData,
} from '@app/data';
import { describe, expect, it } from 'vitest';
import {
  ClosedTimeSlotsSchema,
  RestaurantCustomerSchema,
  describeSlotExplanation,
  explainDaySlots,
  DEFAULT_RESTAURANT_SETTINGS,
} from '@app/domain';
import { buildDemoDataset, type StaffWithUid } from './build-demo-dataset';
import { addDays, parisDate } from './demo-calendar';
import { DEMO_RESTAURANTS } from './demo-restaurants';
import { TABLES_VENUE } from './demo-tables-venue';
import { DEMO_CUSTOMER_EMAIL, DEMO_OCCASIONAL_EMAIL, DEMO_STAFF } from './demo-staff';

const NOW = new Date('2026-11-22T08:30:00.000Z');
const STAFF: StaffWithUid[] = DEMO_STAFF.map((s, i) => ({ ...s, uid: `uid-${i}` }));
const data = buildDemoDataset({ now: NOW, staff: STAFF });
const configOf = (restaurantId: string) => DEMO_RESTAURANTS.find((r) => r.id === restaurantId)!.loyaltyConfig;
const TODAY = '2026-11-22';
// The archive job's cutoff on the demo's day: finished reservations dated before it belong to the archive.
const CUTOFF = computeArchiveCutoff({ today: TODAY });
const everyReservation = [...data.reservations, ...data.archivedReservations];

describe('buildDemoDataset', () => {
  it('is deterministic for the same day and accounts', () => {
    expect(buildDemoDataset({ now: NOW, staff: STAFF })).toEqual(data);
  });

  it('writes only documents the domain schemas accept', () => {
    for (const r of data.reservations) expect(() => toDocData(reservationsCollection, r.id, r)).not.toThrow();
    for (const r of data.archivedReservations)
      expect(() => toDocData(reservationsArchiveCollection, r.id, r)).not.toThrow();
    for (const c of data.customers) expect(() => toDocData(customersCollection, c.id, c)).not.toThrow();
    for (const r of data.restaurants) expect(() => toDocData(restaurantsCollection, r.id, r)).not.toThrow();
    for (const r of data.reviews) expect(() => toDocData(reviewsCollection, r.id, r)).not.toThrow();
    for (const s of data.reviewStats)
      expect(() => toDocData(reviewStatsCollection, s.restaurantId, s)).not.toThrow();
    for (const v of data.vouchers) expect(() => toDocData(rewardsCollection, v.id, v)).not.toThrow();
    for (const e of data.ledger) expect(() => toDocData(loyaltyLedgerCollection, e.id, e)).not.toThrow();
  });

  it('has a slot Au Bureau closed, signed with who closed it and when (« Pourquoi complet ? »)', () => {
    const [closed] = data.closedSlots;
    const slots = ClosedTimeSlotsSchema.parse(closed);
    expect(slots).toMatchObject({ restaurantId: 'rest-bureau', date: addDays(TODAY, 2), lunch: ['14:30'] });
    const explanation = explainDaySlots({
      settings: DEFAULT_RESTAURANT_SETTINGS,
      closedSlots: slots,
      reservations: [],
      floor: null,
      date: slots.date,
      now: NOW,
    }).find((slot) => slot.time === '14:30')!;
    expect(describeSlotExplanation({ explanation }).headline).toMatch(
      /^Fermé par [A-ZÉ][a-zé]+ [A-Z]\. le 21\/11 à 18:02$/,
    );
  });

  it("keeps each venue's reviews aggregate and the fields the staff list queries", () => {
    expect(data.reviewStats.map((s) => s.restaurantId)).toEqual(data.restaurants.map((r) => r.id));
    for (const stats of data.reviewStats) {
      const mine = data.reviews.filter((r) => r.restaurantId === stats.restaurantId);
      expect(stats.total).toBe(mine.length);
      expect(stats.ratingSum).toBe(mine.reduce((sum, r) => sum + r.rating, 0));
      expect(stats.responded).toBe(mine.filter((r) => r.response).length);
    }
    for (const r of data.reviews) {
      expect(r.sentiment).toBe(classifyReviewSentiment({ rating: r.rating }));
      expect(r.searchTokens).toEqual(buildReviewSearchTokens(r));
    }
  });

  it('has three loyalty venues with two rooms of twelve tables each, and a venue « Par tables »', () => {
    expect(data.restaurants.map((r) => r.name)).toEqual([
      'Au Bureau',
      'Le Petit Zinc',
      'La Table du Port',
      'Le Comptoir des Halles',
    ]);
    // The venue « Par tables » has a plan of its own (demo-tables-venue.test.ts).
    for (const plan of data.floorPlans.filter((p) => p.restaurantId !== TABLES_VENUE.id)) {
      expect(plan.rooms).toHaveLength(2);
      for (const room of plan.rooms) expect(room.elements.filter((e) => e.type === 'table')).toHaveLength(12);
      // The demo plan must stay savable as it is: no table drawn over another element.
      expect(checkPlanOverlaps(plan)).toEqual({ ok: true });
    }
  });

  it('gives each venue its own brand colour, with white text readable on it', () => {
    const colours = data.restaurants.map((r) => r.brandColor ?? '');
    expect(new Set([...colours, DEFAULT_BRAND_COLOR]).size).toBe(colours.length + 1);
    for (const colour of colours) {
      expect(
        computeContrastRatio({ foreground: '#ffffff', background: colour }),
        colour,
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('puts every status on today’s day view of every venue, and past and coming days around it', () => {
    for (const venue of DEMO_RESTAURANTS) {
      const today = data.reservations.filter((r) => r.restaurantId === venue.id && r.date === '2026-11-22');
      if (venue.id === 'rest-bureau')
        expect(new Set(today.map((r) => r.status))).toEqual(new Set(RESERVATION_STATUSES));
      const mine = data.reservations.filter((r) => r.restaurantId === venue.id);
      expect(mine.some((r) => r.date < '2026-11-22')).toBe(true);
      expect(mine.some((r) => r.date > '2026-11-22')).toBe(true);
    }
    expect(new Set(everyReservation.map((r) => r.id)).size).toBe(everyReservation.length);
    expect(data.reservations.every((r) => ReservationSchema.safeParse(r).success)).toBe(true);
  });

  it("gives today's 20:00 request a table of its own, drawn « en attente » on the plan (issue 36)", () => {
    const waiting = data.reservations.filter(
      (r) =>
        r.restaurantId === 'rest-bureau' && r.date === TODAY && r.status === 'PENDING' && r.time === '20:00',
    );
    expect(waiting).toHaveLength(1);
    const table = waiting[0]?.tableId ?? '';
    expect(table).not.toBe('');
    // Nobody else of the evening holds that table.
    const evening = data.reservations.filter(
      (r) => r.restaurantId === 'rest-bureau' && r.date === TODAY && r.time >= '17:00' && r !== waiting[0],
    );
    expect(evening.some((r) => r.tableId.split('+').includes(table))).toBe(false);
  });

  it('has a request the diner changed themselves today and cancellations they made, marked as the server does (issue 48)', () => {
    const changed = data.reservations.filter(
      (r) => r.restaurantId === 'rest-bureau' && r.date === TODAY && r.dinerChangedAt,
    );
    expect(changed.map((r) => [r.status, r.time])).toEqual([['PENDING', '20:30']]);
    expect(changed[0]?.statusHistory.at(-1)).toMatchObject({
      kind: 'diner_changed',
      changedBy: 'client',
      change: { from: { time: '20:00' }, to: { time: '20:30' } },
    });
    expect(Date.parse(changed[0]?.dinerChangedAt ?? '')).toBeLessThan(NOW.getTime());
    const byDiner = everyReservation.filter(
      (r) => r.status === 'CANCELLED' && r.statusHistory.at(-1)?.changedBy === 'client',
    );
    expect(byDiner.length).toBeGreaterThan(0);
    expect(byDiner.every((r) => r.dinerCancelledAt === r.statusHistory.at(-1)?.changedAt)).toBe(true);
    expect(everyReservation.filter((r) => r.dinerCancelledAt).every((r) => r.status === 'CANCELLED')).toBe(
      true,
    );
  });

  it('has diners at every loyalty level at every venue', () => {
    for (const venue of DEMO_RESTAURANTS) {
      const levels = new Set(
        data.customers
          .filter((c) => c.restaurantStats[venue.id])
          .map((c) =>
            computeLoyaltyLevelKey({
              points: c.restaurantStats[venue.id]!.points,
              levels: configOf(venue.id).levels,
            }),
          ),
      );
      expect([...levels].sort()).toEqual([...LOYALTY_LEVEL_KEYS].sort());
    }
  });

  it('keeps every balance equal to its ledger replayed in order with the floor at 0', () => {
    for (const customer of data.customers) {
      for (const [restaurantId, stats] of Object.entries(customer.restaurantStats)) {
        const entries = data.ledger
          .filter((e) => e.customerId === customer.id && e.restaurantId === restaurantId)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        const replayed = entries.reduce((balance, e) => applyPointsDelta({ balance, delta: e.delta }), 0);
        expect(replayed).toBe(stats.points);
        expect(entries.at(-1)?.balanceAfter ?? 0).toBe(stats.points);
        // Entries record the change actually applied, so they add up to the balance.
        expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBeCloseTo(stats.points, 5);
      }
      const total = Object.values(customer.restaurantStats).reduce((s, x) => s + x.points, 0);
      expect(customer.loyaltyPoints).toBeCloseTo(total, 5);
    }
    expect(new Set(data.ledger.map((e) => e.id)).size).toBe(data.ledger.length);
  });

  it('counts each customer’s reservations and gives everyone but the newcomer a last visit', () => {
    for (const customer of data.customers) {
      // Archived reservations count as they did before the job moved them.
      const mine = everyReservation.filter((r) => r.customerEmail === customer.email);
      expect(customer.totalReservations).toBe(mine.length);
      // The newcomer only asked for tonight (issue 39: « Nouveau »); she is listed last in the file's order.
      if (customer.email === DEMO_NEWCOMER.email) expect(customer.lastVisit).toBeNull();
      else expect(customer.lastVisit).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(customer.restaurantIds).toEqual([...new Set(mine.map((r) => r.restaurantId))].sort());
    }
  });

  it('claims only vouchers the points allow, some used with a usage record, some active', () => {
    expect(data.vouchers.some((v) => v.status === 'active')).toBe(true);
    expect(data.vouchers.some((v) => v.status === 'used')).toBe(true);
    expect(new Set(data.vouchers.map((v) => v.barcode)).size).toBe(data.vouchers.length);
    for (const voucher of data.vouchers) {
      const customer = data.customers.find((c) => c.id === voucher.customerId)!;
      if (voucher.rewardType === 'discount') {
        // Bought with points: its debit is in the ledger, and it is not used yet.
        const debit = data.ledger.find((e) => e.sourceId === voucher.id);
        expect(debit).toMatchObject({ type: 'discount_voucher', delta: -voucher.pointsUsed });
        expect(voucher.status).toBe('active');
        continue;
      }
      const points = customer.restaurantStats[voucher.restaurantId]!.points;
      const earned = countGiftsEarned({ points, giftInterval: configOf(voucher.restaurantId).giftInterval });
      expect(voucher.giftNumber!).toBeLessThanOrEqual(earned);
      expect(voucher.barcode).toMatch(/^REWARD:3\d{8}$/);
      expect(data.usages.some((u) => u.rewardId === voucher.id)).toBe(voucher.status === 'used');
    }
  });

  it('gives Au Bureau the spec’s discount rate and one unused 10 € voucher bought with points', () => {
    expect(configOf('rest-bureau').discount).toEqual({
      enabled: true,
      pointsPerVoucher: 100,
      voucherValue: 10,
    });
    const discounts = data.vouchers.filter((v) => v.rewardType === 'discount');
    expect(discounts).toHaveLength(1);
    expect(discounts[0]).toMatchObject({ restaurantId: 'rest-bureau', value: 10, pointsUsed: 100 });
    // Gifts carry euros only where the venue valued them (Le Petit Zinc), never their number.
    for (const gift of data.vouchers.filter((v) => v.rewardType === 'gift'))
      expect(gift.valueSet === true).toBe(gift.restaurantId === 'rest-lezinc');
  });

  it('dates nothing in the future except coming reservations', () => {
    const nowIso = NOW.toISOString();
    for (const r of everyReservation) expect(r.createdAt <= nowIso).toBe(true);
    for (const r of data.archivedReservations) expect(r.archivedAt <= nowIso).toBe(true);
    // The venues existed before their oldest (archived) reservation was made.
    const oldest = everyReservation.map((r) => r.createdAt).sort()[0]!;
    for (const r of data.restaurants) expect((r.createdAt ?? '') <= oldest).toBe(true);
    for (const r of data.reviews) expect(r.createdAt <= nowIso).toBe(true);
    for (const e of data.ledger) expect(e.createdAt <= nowIso).toBe(true);
    for (const l of data.emailLogs) expect(l.sentAt <= nowIso).toBe(true);
  });

  it('has e-mail logs in every state and automation runs including a partial one', () => {
    expect(new Set(data.emailLogs.map((l) => l.status))).toEqual(new Set(['sent', 'failed']));
    expect(data.emailLogs.some((l) => l.openedAt)).toBe(true);
    expect(data.runLogs.some((l) => l.status === 'partial')).toBe(true);
    expect(data.runLogs.length).toBe(21);
  });

  it('keeps each customer’s statistics equal to their reservations, archived ones included, at every venue', () => {
    for (const customer of data.customers) {
      for (const [restaurantId, stats] of Object.entries(customer.restaurantStats)) {
        const mine = everyReservation.filter(
          (r) => r.customerEmail === customer.email && r.restaurantId === restaurantId,
        );
        const count = (status: string) => mine.filter((r) => r.status === status).length;
        expect(stats.totalReservations).toBe(mine.length);
        expect(stats.completed).toBe(count('COMPLETED'));
        expect(stats.cancelled).toBe(count('CANCELLED'));
        expect(stats.totalSpent).toBe(mine.reduce((sum, r) => sum + (r.amountSpent ?? 0), 0));
        // The last visit is the newest honoured one: an archived visit never hides a recent one.
        const visits = mine.filter((r) => r.status === 'COMPLETED' || r.status === 'VISIT_DECLARED');
        expect(stats.lastVisit).toBe(
          visits
            .map((r) => r.date)
            .sort()
            .at(-1),
        );
      }
    }
  });

  it('makes the demo customer an Ultra VIP at Au Bureau who is also known at Le Petit Zinc', () => {
    const camille = data.customers.find((c) => c.id === DEMO_CUSTOMER_EMAIL)!;
    expect(Object.keys(camille.restaurantStats).sort()).toEqual(['rest-bureau', 'rest-lezinc']);
    expect(camille.restaurantIds).toEqual(['rest-bureau', 'rest-lezinc']);
    const bureau = camille.restaurantStats['rest-bureau']!;
    expect(computeLoyaltyLevelKey({ points: bureau.points, levels: configOf('rest-bureau').levels })).toBe(
      'diamond',
    );

    // Honoured visits at Le Petit Zinc within the seeded window, one of them declared on the tablet.
    const zinc = data.reservations.filter(
      (r) => r.customerEmail === DEMO_CUSTOMER_EMAIL && r.restaurantId === 'rest-lezinc',
    );
    expect(zinc.filter((r) => r.status === 'COMPLETED').length).toBeGreaterThanOrEqual(2);
    const visits = zinc.filter((r) => r.status === 'VISIT_DECLARED');
    expect(visits).toHaveLength(1);
    // Shaped like the tablet's virtual reservation (functions/src/callables/tablet/tablet-visit.ts).
    expect(visits[0]).toMatchObject({
      partySize: 1,
      tableId: '',
      terrace: false,
      specialRequests: '',
      archived: false,
      isVirtualReservation: true,
      source: 'tablet_declaration',
      createdBy: 'tablet',
      notes: 'Visite déclarée sur la tablette',
      statusHistory: [{ status: 'visit_declared', changedBy: 'tablet', changedAt: visits[0]!.createdAt }],
      updatedAt: visits[0]!.createdAt,
    });
    const zincConfig = configOf('rest-lezinc');
    const record = data.pointsRecords.find((p) => p.id === `demo-visit-${visits[0]!.id}`);
    expect(record).toMatchObject({ customerId: DEMO_CUSTOMER_EMAIL, points: zincConfig.pointsForWalkIn });

    // Her balance there follows Le Petit Zinc's own rules, event by event (no opening balance, no correction).
    const entries = data.ledger.filter(
      (e) => e.customerId === DEMO_CUSTOMER_EMAIL && e.restaurantId === 'rest-lezinc',
    );
    expect(entries.some((e) => e.type === 'adjustment')).toBe(false);
    expect(entries.find((e) => e.type === 'walk_in')?.delta).toBe(zincConfig.pointsForWalkIn);
    for (const e of entries.filter((x) => x.type === 'review'))
      expect(e.delta).toBe(zincConfig.pointsPerReview);
    const honoured = everyReservation.filter(
      (r) => r.customerEmail === DEMO_CUSTOMER_EMAIL && r.restaurantId === 'rest-lezinc',
    );
    const expected = honoured.reduce(
      (sum, r) =>
        sum +
        (r.status === 'VISIT_DECLARED'
          ? computeEventPoints({ event: { type: 'walk_in' }, config: zincConfig })
          : r.status === 'COMPLETED'
            ? computeEventPoints({ event: { type: 'reservation_completed' }, config: zincConfig }) +
              computeEventPoints({
                event: { type: 'amount_spent', amountEuros: r.amountSpent ?? 0 },
                config: zincConfig,
              })
            : 0),
      0,
    );
    const stats = camille.restaurantStats['rest-lezinc']!;
    expect(stats.points).toBe(expected + stats.reviews * zincConfig.pointsPerReview);
    expect(stats.visitsDeclared).toBe(1);
    expect(stats.giftsClaimed).toBe(0);
  });

  it("shows the occasional diner's archived meals at two venues among her latest reservations", () => {
    const mine = (
      list: readonly {
        id: string;
        restaurantId: string;
        customerEmail: string;
        date: string;
        time: string;
      }[],
    ) => list.filter((r) => r.customerEmail === DEMO_OCCASIONAL_EMAIL);
    const latest = [...mine(data.reservations), ...mine(data.archivedReservations)]
      .sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`))
      .slice(0, 10);
    const archivedIds = new Set(data.archivedReservations.map((r) => r.id));
    const archivedLatest = latest.filter((r) => archivedIds.has(r.id));
    expect(archivedLatest.length).toBeGreaterThanOrEqual(3);
    expect(new Set(archivedLatest.map((r) => r.restaurantId)).size).toBe(2);
    const eloise = data.customers.find((c) => c.email === DEMO_OCCASIONAL_EMAIL)!;
    expect(Object.keys(eloise.restaurantStats).sort()).toEqual(['rest-bureau', 'rest-duport']);
    expect(eloise.hasPassword).toBe(true);
  });

  it('archives finished reservations 4 to 10 months old, as the archive job leaves them', () => {
    const archived = data.archivedReservations;
    expect(new Set(archived.map((r) => r.status))).toEqual(new Set(ARCHIVABLE_STATUSES));
    expect(archived.filter((r) => r.status === 'CANCELLED').length).toBeLessThanOrEqual(3);
    for (const r of archived) {
      expect(r).toMatchObject({ archived: true, isArchived: true });
      expect(r.date < CUTOFF, r.id).toBe(true);
      expect(r.date >= addDays(TODAY, -310), r.id).toBe(true);
      // archivedAt is the job's first 04:00 run that found it archivable, not a day earlier.
      const runDay = parisDate(new Date(r.archivedAt));
      expect(
        isArchivable({ status: r.status, date: r.date, cutoff: computeArchiveCutoff({ today: runDay }) }),
      ).toBe(true);
      const dayBefore = computeArchiveCutoff({ today: addDays(runDay, -1) });
      expect(isArchivable({ status: r.status, date: r.date, cutoff: dayBefore })).toBe(false);
    }
    const camille = archived.filter((r) => r.customerEmail === DEMO_CUSTOMER_EMAIL);
    expect(camille.length).toBeGreaterThanOrEqual(3);
    expect(new Set(camille.map((r) => r.restaurantId))).toEqual(new Set(['rest-bureau', 'rest-lezinc']));
    expect(new Set(archived.map((r) => r.customerEmail)).size).toBeGreaterThanOrEqual(5);

    // Each archived reservation is in its diner's ledger, exactly as the active ones.
    for (const r of archived) {
      const types = data.ledger.filter((e) => e.sourceId === r.id).map((e) => e.type);
      expect(types, r.id).toContain(r.status === 'COMPLETED' ? 'reservation_completed' : 'cancellation');
    }
  });

  it('leaves the archive job nothing to do: no finished reservation older than its cutoff stays active', () => {
    const due = data.reservations.filter((r) =>
      isArchivable({ status: r.status, date: r.date, archived: r.archived, cutoff: CUTOFF }),
    );
    expect(due).toEqual([]);
    expect(
      data.reservations.filter(
        (r) => ['COMPLETED', 'CANCELLED'].includes(r.status.toUpperCase()) && r.date < CUTOFF,
      ),
    ).toEqual([]);
  });
});

describe('the demo’s consents', () => {
  it('gives every consent of every venue its proof, and a venue visited now and then none', () => {
    expect(data.customerViews.length).toBeGreaterThan(data.customers.length);
    for (const view of data.customerViews) {
      const parsed = RestaurantCustomerSchema.parse(view);
      if (parsed.emailMarketingConsent) expect(parsed.consentProofs.email?.granted, view.id).toBe(true);
      if (parsed.smsMarketingConsent) expect(parsed.consentProofs.sms?.granted, view.id).toBe(true);
      for (const proof of Object.values(parsed.consentProofs)) {
        expect(['form', 'tablet', 'staff']).toContain(proof.method);
        expect(proof.text.length).toBeGreaterThan(10);
      }
    }
    const camille = (restaurantId: string) =>
      data.customerViews.find((v) => v.id === `${restaurantId}_camille.martin@exemple.fr`);
    expect(camille('rest-bureau')).toMatchObject({ emailMarketingConsent: true });
    expect(camille('rest-lezinc')).toMatchObject({ emailMarketingConsent: false, consentProofs: {} });
    // The terms ticked at registration are the identity's, with their proof.
    expect(data.customers.find((c) => c.id === 'camille.martin@exemple.fr')?.termsAcceptance).toMatchObject({
      granted: true,
      method: 'form',
    });
  });
});
