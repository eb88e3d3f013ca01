/** Every URL of the back office, in one place (spec/staff-operations.md §2, administration.md §2). */
export const paths = {
  login: '/login',
  invite: (token = ':token') => `/invite/${token}`,
  home: '/app',
  reservations: '/app/reservations',
  reservation: (id = ':reservationId') => `/app/reservations/${id}`,
  /** The service timeline (« Planning »), `?date=…&service=lunch|dinner|all`. */
  planning: '/app/planning',
  validateReward: '/app/validate-reward',
  scanFidelity: '/app/scan-fidelity',
  reviews: '/app/reviews',
  customers: '/app/customers',
  customer: (id = ':customerId') => `/app/customers/${id}`,
  analytics: '/app/analytics',
  rewardAnalytics: '/app/reward-analytics',
  reports: '/app/reports',
  settings: '/app/settings',
  establishment: '/app/establishment',
  floorPlan: '/app/floor-plan',
  restaurants: '/app/restaurants',
  pending: '/app/pending',
  cancelled: '/app/cancelled',
  /** The design system's component gallery: public, outside the staff area. */
  design: '/design',
} as const;

/** The home's tabs: 'À confirmer' and 'Annulées'. */
export type HomeTab = 'pending' | 'cancelled';

/** The home opened on one tab ('/app' for 'À confirmer', '/app?tab=cancelled' for 'Annulées'). */
export function homeTabPath(tab: HomeTab): string {
  return tab === 'pending' ? paths.home : `${paths.home}?tab=${tab}`;
}

/** The tab named by the home's `tab` query parameter; 'À confirmer' for anything else. */
export function homeTabOf(value: string | null): HomeTab {
  return value === 'cancelled' ? 'cancelled' : 'pending';
}
