import type {
  AutomationRunLog,
  EmailLog,
  EmailLogStatus,
  LoyaltyLevelKey,
  MailType,
  ServiceReport,
} from '@app/domain';

/**
 * What the four analytics screens read (administration §2 Analytics, Reward analytics, Reports, the
 * restaurants overview), each computed from the restaurant's counters (`restaurantStats`) and bounded
 * queries: the reads never grow with the history (ARCHITECTURE §8).
 */

export interface AnalyticsOverview {
  restaurantId: string;
  /** When the figures were read (ISO), for « Dernière mise à jour ». */
  loadedAt: string;
  totalCustomers: number;
  /** Customers this venue first knew in the last 30 days. */
  newCustomers: number;
  /** % of the venue's customers holding points, one decimal. */
  loyaltyRate: number;
  /** The last 7 days, oldest first, today last; `date` yyyy-MM-dd. */
  reservationsByDay: { date: string; count: number }[];
  /** Customers per level of the restaurant's own scale (Nouveau … Ultra VIP), every level listed. */
  loyaltyDistribution: { key: LoyaltyLevelKey; status: string; count: number }[];
  /** Top 10 by points at this venue, best first. */
  topCustomers: {
    rank: number;
    customerId: string;
    name: string;
    email: string;
    points: number;
    /** Reservations at this venue (the view's counter). */
    reservations: number;
    /** Level on the venue's own scale. */
    status: LoyaltyLevelKey;
  }[];
  /** Whole history: booked by diners (online, tablet), by staff, all. */
  bySource: { clients: number; admin: number; total: number };
  /** Customers per level of the venue's own scale, highest first (Ultra VIP … Nouveau). */
  byStatus: { key: LoyaltyLevelKey; count: number }[];
  /** Over the last 30 days (service dates): rates in % one decimal, averages two decimals. */
  performance: {
    averageReservationsPerDay: number;
    noShowRate: number;
    cancellationRate: number;
    reviewsPerReservation: number;
  };
  /**
   * Bills staff entered on completed bookings (service dates): today, and the last 30 days with their guests;
   * euros to the cent.
   */
  takings: {
    today: { amount: number; tables: number };
    period: { amount: number; tables: number; covers: number };
  };
}

export type RewardPeriodDays = 7 | 30 | 90;

export interface RewardAnalytics {
  days: RewardPeriodDays;
  /** Vouchers used in the period and their value in euros. */
  used: number;
  usedValue: number;
  /** Whole history: vouchers still valid (issued - used - expired) and every voucher issued. */
  active: number;
  total: number;
  /** The 10 latest usages in the period, newest first. */
  recentUsages: {
    id: string;
    customerName: string;
    customerEmail: string;
    /** What the voucher gave (« Bon de réduction 10,00 € », « 🍝 Plat offert »); empty on older records. */
    description: string;
    /** Euros, null when the voucher had none (a gift the venue did not value): readVoucherEuros. */
    value: number | null;
    usedAt: string;
  }[];
}

/** A report period: both ends inclusive, Paris days yyyy-MM-dd. */
export interface ReportRange {
  from: string;
  to: string;
}

export interface EmailReportCards {
  /** Every e-mail logged in the period (whatever its status) … */
  sent: number;
  /** … % of them delivered (status 'sent'), one decimal. */
  successRate: number;
  /** % of the tracked ones opened, clicked (one decimal). */
  openRate: number;
  clickRate: number;
  /** Completion runs (the 5 am job) in the period. */
  automations: number;
  tracked: number;
  bounces: number;
  /** E-mails that failed. */
  errors: number;
}

export interface EmailReport {
  range: ReportRange;
  /** The previous period of the same length, ending the day before `range.from`. */
  previousRange: ReportRange;
  cards: EmailReportCards;
  previousCards: EmailReportCards;
  /**
   * Change against the previous period, in % one decimal ((now - before) / before); null when the previous
   * value is 0 (no base to compare with).
   */
  trends: Record<keyof EmailReportCards, number | null>;
  /** One bucket per day when the period is at most 62 days, else one per month; oldest first. */
  series: { bucket: string; granularity: 'day' | 'month'; sent: number; failed: number }[];
  /** Covers, no-shows and cancellations per service (Midi, Soir…) and per day of the week (issue 48). */
  service: ServiceReport;
  /** Every type with at least one e-mail in the period, most first. */
  byType: { type: MailType; count: number; failed: number }[];
  /** Opening, click and bounce rates of the period, 0..100 one decimal. */
  tracking: { openRate: number; clickRate: number; bounceRate: number };
}

export interface EmailLogFilters {
  type?: MailType;
  status?: EmailLogStatus;
}

/** An opaque cursor to the next page (the last row's sentAt and id). */
export type EmailLogCursor = [string, string];

export interface EmailLogPage {
  rows: (EmailLog & { id: string })[];
  next: EmailLogCursor | null;
}

export type CompletionRun = AutomationRunLog & { id: string };

export interface RestaurantOverviewItem {
  id: string;
  name: string;
  emoji: string;
  address: string;
  /** Tables and seats of the floor plan (every room). */
  tables: number;
  seats: number;
  /** Today's opening hours as shown (« 12:00 – 14:30, 19:00 – 22:30 »), or « Fermé ». */
  todayHours: string;
  /**
   * Guests expected today (reservations not cancelled, refused or no-show) and the capacity they are set against:
   * the daily covers figure « Par couverts » ('day'), the floor plan's seats « Par tables » ('seats').
   */
  todayCovers: number;
  capacity: number;
  capacityBasis: 'day' | 'seats';
  /** todayCovers / capacity in % (integer), 0 when no capacity. */
  occupancy: number;
  /** Today's expected guests per service, from the day's service counters (issue 48). */
  todayByService: { lunch: number; dinner: number };
  /** Requests « À confirmer » from today on (a count, whatever their number). */
  pendingRequests: number;
}

export interface RestaurantsOverview {
  restaurants: RestaurantOverviewItem[];
  totals: {
    restaurants: number;
    tables: number;
    seats: number;
    todayCovers: number;
    capacity: number;
    occupancy: number;
    pendingRequests: number;
  };
}
