import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain';
import type { DefinedCallable } from '../lib/define-callable';
import { PUBLIC_LIMITS } from '../lib/public-limits';
import {
  call,
  client,
  failureOf,
  openHarness,
  tablet,
  type Harness,
  type TestCaller,
} from './testing/callable-harness';
import { seedMarieAtAuBureau } from './testing/fixtures';
import { EXPORTED_CALLABLES, exportedCallable as fn } from './testing/exported-callables';
import { writeSnapshot } from './testing/write-snapshot';
import { hashPassword } from './customers/password-hash';

/**
 * Rate limits of the customer-facing callables (ARCHITECTURE §8): each declares counters per network address and
 * per subject, kept in the server-only `rateLimits` collection. Over any of its limits a call answers the French
 * « Trop de tentatives » and writes nothing: no reservation, no mail, not even a counter.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedMarieAtAuBureau(h.store);
});

const TOO_MANY = { code: 'resource-exhausted', message: MESSAGES.tablet.tooManyRequests };
const MARIE = client('marie@example.fr');
const KIOSK = tablet('r1');

const booking = (email: string, requestId: string) => ({
  restaurantId: 'r1',
  date: '2026-11-26',
  time: '19:30',
  partySize: 2,
  firstName: 'Ana',
  lastName: 'Dupont',
  email,
  phone: '0601020304',
  requestId,
});
const uuid = (n: number) => `7b0e3c1a-1111-4111-8111-${String(n).padStart(12, '0')}`;

/** A payload each customer-facing callable accepts as input, and who calls it. */
const VALID: Record<string, [TestCaller, unknown]> = {
  listPublicRestaurants: [null, {}],
  getRestaurantBySlug: [null, { slug: 'au-bureau' }],
  getAvailability: [null, { restaurantId: 'r1', date: '2026-11-26' }],
  recordProductEvent: [null, { event: 'booking_page_opened', slug: 'au-bureau' }],
  createOnlineReservation: [null, booking('ana@example.fr', uuid(1))],
  customerRequestCode: [null, { email: 'marie@example.fr' }],
  customerVerifyCode: [null, { email: 'marie@example.fr', code: '123456' }],
  customerLoginPassword: [null, { email: 'marie@example.fr', password: 'secret12' }],
  customerResetPassword: [
    null,
    { email: 'marie@example.fr', code: '123456', password: 'secret34', confirmPassword: 'secret34' },
  ],
  customerRegister: [
    null,
    {
      firstName: 'Jean',
      lastName: 'Dupont',
      email: 'jean@example.fr',
      phone: '0612345678',
      password: 'secret12',
      confirmPassword: 'secret12',
      acceptTerms: true,
    },
  ],
  getInvitation: [null, { token: 'abc' }],
  acceptInvitation: [null, { token: 'abc', password: 'secret123456', confirmPassword: 'secret123456' }],
  getReviewContext: [null, { restaurantId: 'r1', reservationId: 'res1' }],
  answerBookingLink: [
    null,
    { reservationId: 'res1', action: 'confirm', expires: 1_800_000_000, signature: 'abc' },
  ],
  readBookingAnswerLink: [
    null,
    { reservationId: 'res1', action: 'confirm', expires: 1_800_000_000, signature: 'abc' },
  ],
  readBookingChangeLink: [null, { reservationId: 'res1', expires: 1_800_000_000, signature: 'abc' }],
  changeBookingByLink: [
    null,
    {
      reservationId: 'res1',
      expires: 1_800_000_000,
      signature: 'abc',
      date: '2026-11-26',
      time: '19:30',
      partySize: 2,
    },
  ],
  readUnsubscribeLink: [null, { email: 'marie@example.fr', expires: 1_800_000_000, signature: 'abc' }],
  unsubscribeByLink: [null, { email: 'marie@example.fr', expires: 1_800_000_000, signature: 'abc' }],
  getMyPrivacy: [MARIE, {}],
  getMyPassport: [MARIE, {}],
  actOnMyPassport: [MARIE, { action: 'correct', restaurantId: 'r1', field: 'firstName', value: 'Marie' }],
  updateMyConsents: [MARIE, { channel: 'email', restaurantIds: [] }],
  exportMyData: [MARIE, {}],
  requestAccountDeletion: [MARIE, {}],
  confirmAccountDeletion: [MARIE, { code: '123456' }],
  submitReview: [null, { restaurantId: 'r1', reservationId: 'res1', rating: 4, comment: 'Très bon dîner' }],
  tabletCheckCode: [null, { code: 'ABCD' }],
  joinWaitlist: [null, { ...booking('lea@example.fr', uuid(7)) }],
  readWaitlistOffer: [null, { token: 'entry1.1900000000.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' }],
  declineWaitlistOffer: [null, { token: 'entry1.1900000000.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' }],
  findSisterVenues: [null, { restaurantId: 'r1', date: '2026-11-26', time: '19:30', partySize: 2 }],
  updateMyProfile: [MARIE, { email: 'marie@example.fr', name: 'Marie Curie', phone: '0611223344' }],
  createMyPassword: [MARIE, { password: 'secret12', confirmPassword: 'secret12' }],
  changeMyPassword: [
    MARIE,
    { currentPassword: 'secret12', password: 'secret34', confirmPassword: 'secret34' },
  ],
  getMyReservation: [MARIE, { reservationId: 'res1' }],
  cancelMyReservation: [MARIE, { reservationId: 'res1' }],
  changeMyReservation: [MARIE, { reservationId: 'res1', date: '2026-11-26', time: '19:30', partySize: 2 }],
  claimGift: [MARIE, { restaurantId: 'r1', giftNumber: 1 }],
  convertPointsToDiscount: [MARIE, { restaurantId: 'r1', requestId: '6f1d3c1e-8a52-4d57-9f0e-0c2b8b7d1a11' }],
  getMyLoyaltyCard: [MARIE, {}],
  tabletSession: [KIOSK, {}],
  tabletLookupCustomer: [KIOSK, { phone: '0611223344' }],
  tabletFindArrival: [KIOSK, { name: 'Dupont', phoneEnd: '3344' }],
  tabletMealFeedback: [KIOSK, { name: 'Dupont', phoneEnd: '3344', rating: 4 }],
  tabletCheckIn: [KIOSK, { name: 'Dupont', phoneEnd: '3344', requestId: 'req-000009' }],
  tabletDeclareVisit: [KIOSK, { phone: '0611223344', requestId: 'req-000001' }],
  tabletCreateAccount: [
    KIOSK,
    {
      firstName: 'Jean',
      lastName: 'Dupont',
      email: 'jean@example.fr',
      phone: '0612345678',
      acceptTerms: true,
    },
  ],
  tabletConfirmAccount: [KIOSK, { email: 'jean@example.fr', code: '123456', requestId: 'req-000002' }],
};

const declared = (name: string) => fn(name) as DefinedCallable<unknown>;
const CUSTOMER_FACING = EXPORTED_CALLABLES.filter((name) =>
  ['public', 'client', 'tablet'].includes(declared(name).auth as string),
);

async function counters(): Promise<Array<{ path: string; data: Record<string, unknown> }>> {
  const { docs } = await h.store.query({ collection: 'rateLimits' });
  return docs.map((d) => ({ path: d.path, data: d.data as Record<string, unknown> }));
}

/** Everything a call could change, the counters included. */
async function everything() {
  return { ...(await writeSnapshot(h)), counters: await counters() };
}

describe('rate limits of the customer-facing callables', () => {
  it('every customer-facing callable is limited, and has a valid payload here', () => {
    expect(CUSTOMER_FACING.length).toBeGreaterThan(25);
    expect(CUSTOMER_FACING.filter((name) => !declared(name).rateLimitsOf)).toEqual([]);
    expect(CUSTOMER_FACING.filter((name) => !(name in VALID))).toEqual([]);
  });

  it.each(CUSTOMER_FACING)('%s: over each of its limits, the French refusal and no write', async (name) => {
    const [caller, payload] = VALID[name] as [TestCaller, unknown];
    // A first call opens the callable's counters (whatever the handler then answers).
    await call(fn(name), payload, caller).catch(() => undefined);
    const opened = await counters();
    expect(opened.length, 'at least a per-address counter').toBeGreaterThan(0);
    for (const counter of opened) {
      await h.store.set(counter.path, { ...counter.data, count: 1_000_000 });
      const before = await everything();
      expect(await failureOf(call(fn(name), payload, caller)), counter.path).toEqual(TOO_MANY);
      expect(await everything()).toEqual(before);
      await h.store.set(counter.path, counter.data);
    }
  });

  it('an online booking counts per address, per e-mail and per address at the venue for the day', async () => {
    await call(fn('createOnlineReservation'), booking('ana@example.fr', uuid(1)));
    const names = (await counters()).map((c) => c.path.split('/')[1]?.split('_')[0]).sort();
    expect(names).toEqual(['booking-day-ip', 'booking-email', 'booking-ip']);
  });

  it('a refused waitlist sign-up counts against its address only: the e-mail and the venue’s caps count what was accepted', async () => {
    // The slot is not full: the handler refuses the sign-up.
    await failureOf(call(fn('joinWaitlist'), booking('lea@example.fr', uuid(8))));
    const names = (await counters()).map((c) => c.path.split('/')[1]?.split('_')[0]).sort();
    expect(names).toEqual(['waitlist-ip']);
  });

  it('junk calls the handler refuses count against their address only: no day cap, no venue count fills', async () => {
    // A stranger scripts bookings the handler refuses (a party larger than the venue takes online), from many
    // addresses and e-mails so that no per-address or per-e-mail limit stops them first.
    for (let i = 0; i < 25; i++) {
      const junk = { ...booking(`bot${i}@example.fr`, uuid(100 + i)), partySize: 40 };
      await failureOf(call(fn('createOnlineReservation'), junk, null, { ip: `10.9.${i}.1` }));
    }
    expect((await counters()).filter((c) => !c.path.includes('/booking-ip_'))).toEqual([]);
    expect((await h.store.query({ collection: 'bookingGuards' })).docs).toEqual([]);
    await call(fn('createOnlineReservation'), booking('ana@example.fr', uuid(1)), null, { ip: '10.8.0.1' });
    const counted = (await counters()).find((c) => c.path.includes('booking-day-ip'));
    expect(counted?.data.count).toBe(1);
  });

  it(`a diner's PENDING online bookings stop at ${PUBLIC_LIMITS.bookingEmail.limit} a day per e-mail`, async () => {
    for (let i = 1; i <= PUBLIC_LIMITS.bookingEmail.limit; i++)
      await call(fn('createOnlineReservation'), booking('ana@example.fr', uuid(i)));
    const before = await everything();
    expect(
      await failureOf(
        call(fn('createOnlineReservation'), booking('ana@example.fr', uuid(9)), null, { ip: '10.0.0.9' }),
      ),
    ).toEqual(TOO_MANY);
    expect(await everything()).toEqual(before);
    // Another diner still books.
    await call(fn('createOnlineReservation'), booking('leo@example.fr', uuid(10)));
  });

  it('a stranger’s sign-in calls from many addresses spend the account’s budget, never the owner’s code', async () => {
    await h.store.set('customerSecrets/marie@example.fr', {
      id: 'marie@example.fr',
      passwordHash: await hashPassword('secret12'),
    });
    for (let i = 0; i < 40; i++)
      await failureOf(
        call(fn('customerLoginPassword'), { email: 'marie@example.fr', password: `faux${i}xx` }, null, {
          ip: `10.0.1.${i}`,
        }),
      );
    const owner = { ip: '10.0.2.1' };
    expect(
      await failureOf(
        call(fn('customerLoginPassword'), { email: 'marie@example.fr', password: 'secret12' }, null, owner),
      ),
    ).toEqual({ code: 'resource-exhausted', message: MESSAGES.login.accountLocked(60) });
    await call(fn('customerRequestCode'), { email: 'marie@example.fr' }, null, owner);
    const code = /\b(\d{6})\b/.exec(h.mails.at(-1)?.text ?? '')?.[1] ?? '';
    const session = await call(fn('customerVerifyCode'), { email: 'marie@example.fr', code }, null, owner);
    expect(session).toMatchObject({ customerId: 'marie@example.fr' });
  });

  it('the journey suite stays within the per-address allowances (tens of calls a minute)', () => {
    expect(PUBLIC_LIMITS.bookingIp.limit).toBeGreaterThanOrEqual(20);
    expect(PUBLIC_LIMITS.signInIp.limit).toBeGreaterThanOrEqual(20);
    expect(PUBLIC_LIMITS.readIp.limit).toBeGreaterThanOrEqual(300);
  });
});
