/**
 * The rewards chain's data for journeys: a venue of their own whose loyalty rules make gifts quick to earn
 * (30 points an honoured booking, a gift every 10 points), and customers with points there.
 */
import { callFunction } from './backend';
import { customerIdToken, registerCustomer, type JourneyCustomer } from './customer';
import { bookAtVenue, createOwnVenue, setVenueStatus, type OwnVenue } from './own-venue';
import { STAFF } from './staff';
import { idToken, staffToken } from './staff-api';

export interface RewardsVenue {
  venue: OwnVenue;
  /** The venue's own admin (ID token). */
  staff: string;
}

const QUICK_GIFTS = {
  pointsPerReservation: 30,
  pointsPerReview: 5,
  pointsPerEuroSpent: 0.1,
  pointsForCancellation: -5,
  pointsForNoShow: -50,
  pointsForWalkIn: 8,
  giftInterval: 10,
  gifts: [
    { name: 'Boisson offerte', emoji: '🥤', order: 1 },
    { name: 'Dessert offert', emoji: '🍰', order: 2 },
    { name: 'Entrée offerte', emoji: '🥗', order: 3 },
  ],
  levels: { bronze: 100, silver: 250, gold: 500, diamond: 1000 },
  rewardPoints: 100,
};

/** A venue whose gifts come every 10 points (or its own rules over them), with its admin. */
export async function createRewardsVenue(
  label: string,
  rules: Record<string, unknown> = {},
  options: { role?: 'admin' | 'admin_full' } = {},
): Promise<RewardsVenue> {
  const venue = await createOwnVenue(label, options);
  await callFunction(
    'saveLoyaltyConfig',
    { restaurantId: venue.id, config: { ...QUICK_GIFTS, ...rules } },
    await staffToken(STAFF.master),
  );
  return { venue, staff: await idToken(venue.staffEmail) };
}

function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/** A registered customer with one honoured booking at the venue: 30 points, three gifts earned. */
export async function customerWithGifts(at: RewardsVenue, tagName: string): Promise<JourneyCustomer> {
  const customer = await registerCustomer(tagName);
  const reservationId = await bookAtVenue(at.venue, at.staff, {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    date: parisToday(),
    time: '00:00',
    partySize: 2,
  });
  await setVenueStatus(at.staff, reservationId, 'SEATED');
  await setVenueStatus(at.staff, reservationId, 'COMPLETED');
  return customer;
}

/** Gift n claimed by the customer (as the rewards page does); returns the voucher's REWARD: code. */
export async function claimVoucher(
  customer: JourneyCustomer,
  restaurantId: string,
  giftNumber: number,
): Promise<string> {
  const token = await customerIdToken(customer);
  for (let n = 1; n <= giftNumber; n += 1) {
    const { barcode } = await callFunction<{ barcode: string }>(
      'claimGift',
      { restaurantId, giftNumber: n },
      token,
    );
    if (n === giftNumber) return barcode;
  }
  throw new Error('unreachable');
}

/** The customer's LOYALTY: code (drawn on first read, as the loyalty card page does). */
export async function loyaltyCodeOf(customer: JourneyCustomer): Promise<string> {
  const { code } = await callFunction<{ code: string }>(
    'getMyLoyaltyCard',
    {},
    await customerIdToken(customer),
  );
  return code;
}

/** A venue selling discount vouchers at the spec's rate (100 points for 10 €), 120 points an honoured booking. */
export function createDiscountVenue(
  label: string,
  options: { role?: 'admin' | 'admin_full' } = {},
): Promise<RewardsVenue> {
  return createRewardsVenue(
    label,
    { pointsPerReservation: 120, discount: { enabled: true, pointsPerVoucher: 100, voucherValue: 10 } },
    options,
  );
}

/** Points of the customer at the venue turned into a discount voucher (as the rewards page does); its code. */
export async function convertToDiscount(customer: JourneyCustomer, restaurantId: string): Promise<string> {
  const { barcode } = await callFunction<{ barcode: string }>(
    'convertPointsToDiscount',
    { restaurantId, requestId: crypto.randomUUID() },
    await customerIdToken(customer),
  );
  return barcode;
}
