/** Every collection the product stores, named as in spec/administration.md §7. */
export const COLLECTIONS = [
  'reservations',
  'reservations_archive',
  'customerReservations',
  'customers',
  'restaurantCustomers',
  'users',
  'userInvitations',
  'restaurants',
  'restaurantSettings',
  'closedTimeSlots',
  'reviews',
  'reviewStats',
  'restaurantStats',
  'rewards',
  'rewardUsages',
  'rewardAudit',
  'blockedGuests',
  'loyaltyPoints',
  'email_logs',
  'automatic_execution_logs',
  'campaigns',
  'campaign_tracking',
  'floorPlans',
  'settings',
] as const;

export type CollectionName = (typeof COLLECTIONS)[number];
