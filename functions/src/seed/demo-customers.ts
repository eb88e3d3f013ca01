import {
  CONSENT_TEXTS,
  applyVisitToStats,
  roundPoints,
  type Customer,
  type CustomerRestaurantStats,
} from '@app/domain';
import type { DemoAccount } from './demo-loyalty';
import type { DemoPerson } from './demo-people';
import type { DemoReservation } from './demo-reservations';
import type { DemoReview } from './demo-reviews';

export type DemoCustomer = Customer & { id: string };

const maxOf = (values: readonly (string | undefined)[]): string | undefined =>
  values
    .filter((v): v is string => Boolean(v))
    .sort()
    .at(-1);

/** The per-venue statistics the callables maintain, recomputed here from the same facts. */
function statsFor(input: {
  account: DemoAccount | undefined;
  reservations: readonly DemoReservation[];
  reviews: readonly DemoReview[];
  giftsClaimed: number;
}): CustomerRestaurantStats {
  const { reservations } = input;
  const count = (status: DemoReservation['status']) => reservations.filter((r) => r.status === status).length;
  const visits = reservations.filter((r) => r.status === 'COMPLETED' || r.status === 'VISIT_DECLARED');
  const billed = reservations.filter((r) => r.status === 'COMPLETED' && (r.amountSpent ?? 0) > 0);
  let stats: CustomerRestaurantStats = {
    points: input.account?.points ?? 0,
    totalReservations: reservations.length,
    completed: count('COMPLETED'),
    cancelled: count('CANCELLED'),
    noShow: count('NO_SHOW'),
    visitsDeclared: count('VISIT_DECLARED'),
    reviews: input.reviews.length,
    totalSpent: reservations.reduce((sum, r) => sum + (r.amountSpent ?? 0), 0),
    billedVisits: billed.length,
    billedCovers: billed.reduce((sum, r) => sum + r.partySize, 0),
    giftsClaimed: input.giftsClaimed,
    covers: 0,
    visitsByWeekday: [],
    visitsByHour: {},
  };
  for (const visit of visits) stats = applyVisitToStats({ stats, visit, sign: 1 });
  const lastVisit = maxOf(visits.map((r) => r.date));
  const lastActivityAt = maxOf(input.account?.entries.map((e) => e.createdAt) ?? []);
  if (lastVisit) stats.lastVisit = lastVisit;
  if (lastActivityAt) stats.lastActivityAt = lastActivityAt;
  return stats;
}

/**
 * The maintained customer document of a diner (id = e-mail): per-venue statistics and balances, and the
 * totals over every venue used by lists and ordering.
 */
export function buildDemoCustomer(input: {
  person: DemoPerson;
  reservations: readonly DemoReservation[];
  reviews: readonly DemoReview[];
  accounts: readonly DemoAccount[];
  giftsClaimed: ReadonlyMap<string, number>;
  hasPassword: boolean;
}): DemoCustomer {
  const { person } = input;
  const mine = input.reservations.filter((r) => r.customerEmail === person.email);
  const restaurantIds = [...new Set(mine.map((r) => r.restaurantId))].sort();
  const restaurantStats: Record<string, CustomerRestaurantStats> = {};
  for (const restaurantId of restaurantIds) {
    restaurantStats[restaurantId] = statsFor({
      account: input.accounts.find((a) => a.customerId === person.email && a.restaurantId === restaurantId),
      reservations: mine.filter((r) => r.restaurantId === restaurantId),
      reviews: input.reviews.filter(
        (r) => r.customerEmail === person.email && r.restaurantId === restaurantId,
      ),
      giftsClaimed:
        restaurantId === person.homeRestaurantId ? (input.giftsClaimed.get(person.email) ?? 0) : 0,
    });
  }
  const all = Object.values(restaurantStats);
  const ledgerDates = input.accounts
    .filter((a) => a.customerId === person.email)
    .flatMap((a) => a.entries.map((e) => e.createdAt));
  const firstSeen = [...mine.map((r) => r.createdAt), ...ledgerDates].sort()[0];
  const customer: DemoCustomer = {
    id: person.email,
    name: `${person.firstName} ${person.lastName}`,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    // Marketing consents are each venue's (demo-views.ts); the terms ticked at registration are the identity's.
    emailMarketingConsent: false,
    smsMarketingConsent: false,
    rgpdConsent: person.rgpdConsent,
    loyaltyPoints: roundPoints({ points: all.reduce((sum, s) => sum + s.points, 0) }),
    totalReservations: mine.length,
    totalSpent: all.reduce((sum, s) => sum + s.totalSpent, 0),
    restaurantIds,
    restaurantStats,
    hasPassword: input.hasPassword,
    source: mine.some((r) => r.source === 'online') ? 'online' : 'admin',
    createdAt: firstSeen ?? new Date(0).toISOString(),
  };
  const lastVisit = maxOf(all.map((s) => s.lastVisit));
  if (lastVisit) Object.assign(customer, { lastVisit, lastVisitDate: lastVisit });
  else customer.lastVisit = null;
  if (person.birthDate) customer.birthDate = person.birthDate;
  if (person.postalCode) customer.postalCode = person.postalCode;
  customer.updatedAt =
    maxOf([...mine.map((r) => r.updatedAt), ...all.map((s) => s.lastActivityAt)]) ?? customer.createdAt;
  customer.lastActiveAt = customer.updatedAt;
  if (person.rgpdConsent)
    customer.termsAcceptance = {
      granted: true,
      at: customer.createdAt,
      method: 'form',
      text: CONSENT_TEXTS.terms,
    };
  return customer;
}
