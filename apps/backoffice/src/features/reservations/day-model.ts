import { classifyService, splitTableIds } from '@app/domain';
import type { GuestLabel, LoyaltyLevelKey, Reservation, ReservationStatus, Service } from '@app/domain';

/** The four tabs of the day screen (staff-operations §2). */
export const DAY_TABS = ['ALL', 'PENDING', 'CONFIRMED', 'SEATED'] as const;
export type DayTab = (typeof DAY_TABS)[number];
export const DAY_TAB_LABELS: Record<DayTab, string> = {
  ALL: 'Toutes',
  PENDING: 'À confirmer',
  CONFIRMED: 'Confirmées',
  SEATED: 'Installées',
};

export const SERVICE_FILTERS = ['all', 'lunch', 'dinner'] as const;
export type ServiceFilter = (typeof SERVICE_FILTERS)[number];

/** What the guest file of the venue says about a guest, shown as marks beside the name (issue 36). */
export interface GuestMarks {
  allergies?: string;
  note?: string;
  tags: readonly string[];
}

/** A reservation with what the list shows and filters on, computed once per snapshot rather than per keystroke. */
export interface ReservationView {
  reservation: Reservation;
  displayName: string;
  service: Service;
  fromInternet: boolean;
  tables: string[];
  loyalty?: { points: number; pointsText: string; levelName: string; levelKey: LoyaltyLevelKey };
  guest?: GuestMarks;
  /** The automatic labels of the venue's history (« Habitué », « Nouveau », « Absences : N »), issue 39. */
  labels?: readonly GuestLabel[];
}

export interface TimeGroup {
  time: string;
  items: ReservationView[];
  covers: number;
}

export interface DaySelection {
  groups: TimeGroup[];
  /** Rows shown: always the active tab's count. */
  count: number;
  /** Guests expected in the rows shown (what a search found: « 2 réservations trouvées · 7 couverts »). */
  covers: number;
  /**
   * Rows each tab shows within the service filter and the search: « Toutes N » counts every row it lists,
   * cancelled and no-shows included (issue 36), while the covers count only the guests expected.
   */
  tabCounts: Record<DayTab, number>;
  tabCovers: Record<DayTab, number>;
  serviceCovers: Record<ServiceFilter, number>;
  /** Bookings of each service the diner re-confirmed from the reminder e-mail (whatever the tab or search). */
  serviceDinerConfirmed: Record<ServiceFilter, number>;
}

// Cancelled and no-show bookings stay listed under « Toutes » but bring nobody to the table.
const EXPECTED: ReadonlySet<ReservationStatus> = new Set([
  'PENDING',
  'CONFIRMED',
  'SEATED',
  'COMPLETED',
  'VISIT_DECLARED',
]);

const INTERNET_CREATORS = new Set(['', 'client internet', 'client']);

/** Whether a booking came from the public link (no creator, or the internet/customer markers). */
export function isFromInternet(reservation: Pick<Reservation, 'createdBy' | 'source'>): boolean {
  if (reservation.source === 'online') return true;
  if (reservation.source === 'admin') return false;
  return INTERNET_CREATORS.has((reservation.createdBy ?? '').trim().toLowerCase());
}

export function inTab(status: ReservationStatus, tab: DayTab): boolean {
  return tab === 'ALL' || status === tab;
}

export function inService(service: Service, filter: ServiceFilter): boolean {
  return filter === 'all' || service === filter;
}

/** Builds the views of a snapshot; `describe` supplies the domain's name display and loyalty badge. */
export function buildViews(
  reservations: readonly Reservation[],
  describe: (r: Reservation) => Pick<ReservationView, 'displayName' | 'loyalty' | 'guest' | 'labels'>,
): ReservationView[] {
  return reservations.map((reservation) => ({
    reservation,
    ...describe(reservation),
    service: classifyService({ time: reservation.time }),
    fromInternet: isFromInternet(reservation),
    tables: splitTableIds(reservation.tableId),
  }));
}

/**
 * What the day screen shows for a tab, a service and a search: rows grouped by time, the rows of each tab
 * (within the service and the search) and the covers of the tabs (within the service filter) and of the
 * services (within the tab). One pass over the day.
 */
export function selectDay(input: {
  views: readonly ReservationView[];
  tab: DayTab;
  service: ServiceFilter;
  matches: ((view: ReservationView) => boolean) | null;
}): DaySelection {
  const tabCovers: Record<DayTab, number> = { ALL: 0, PENDING: 0, CONFIRMED: 0, SEATED: 0 };
  const tabCounts: Record<DayTab, number> = { ALL: 0, PENDING: 0, CONFIRMED: 0, SEATED: 0 };
  const serviceCovers: Record<ServiceFilter, number> = { all: 0, lunch: 0, dinner: 0 };
  const serviceDinerConfirmed: Record<ServiceFilter, number> = { all: 0, lunch: 0, dinner: 0 };
  const byTime = new Map<string, TimeGroup>();
  let count = 0;
  let covers = 0;
  for (const view of input.views) {
    const { status, partySize, time } = view.reservation;
    const expected = EXPECTED.has(status);
    const tabbed = status === 'PENDING' || status === 'CONFIRMED' || status === 'SEATED';
    if (expected && view.reservation.dinerConfirmedAt) {
      serviceDinerConfirmed.all += 1;
      if (view.service === 'lunch' || view.service === 'dinner') serviceDinerConfirmed[view.service] += 1;
    }
    const served = inService(view.service, input.service);
    const matched = !input.matches || input.matches(view);
    if (served && matched) {
      tabCounts.ALL += 1;
      if (tabbed) tabCounts[status] += 1;
    }
    // The covers beside a count are the same bookings' (issue 48, defect 10): a search counts and covers its
    // matches, never « Toutes 2 » beside the whole day's « 89 couverts ».
    if (served && matched && expected) {
      tabCovers.ALL += partySize;
      if (tabbed) tabCovers[status] += partySize;
    }
    if (inTab(status, input.tab) && matched && expected) {
      serviceCovers.all += partySize;
      if (view.service === 'lunch' || view.service === 'dinner') serviceCovers[view.service] += partySize;
    }
    if (!inTab(status, input.tab) || !served || !matched) continue;
    let group = byTime.get(time);
    if (!group) {
      group = { time, items: [], covers: 0 };
      byTime.set(time, group);
    }
    group.items.push(view);
    if (expected) {
      group.covers += partySize;
      covers += partySize;
    }
    count += 1;
  }
  const groups = [...byTime.values()].sort((a, b) => a.time.localeCompare(b.time));
  return { groups, count, covers, tabCounts, tabCovers, serviceCovers, serviceDinerConfirmed };
}

/**
 * Rows already in display order regrouped by time (a list held in place after an action keeps its order and
 * its groups); a group's covers count its guests expected.
 */
export function groupByTime(views: readonly ReservationView[]): TimeGroup[] {
  const groups: TimeGroup[] = [];
  for (const view of views) {
    const { time, status, partySize } = view.reservation;
    let group = groups.find((g) => g.time === time);
    if (!group) {
      group = { time, items: [], covers: 0 };
      groups.push(group);
    }
    group.items.push(view);
    if (EXPECTED.has(status)) group.covers += partySize;
  }
  return groups;
}

/**
 * What the day screen says when no row is shown (issue 36, bug 10): the day has no booking at all, the search
 * finds none, or the tab and service filters hide the day's bookings (« Aucune réservation ne correspond aux
 * filtres », with a reset) — never « Pas de réservation pour cette date » on a day that has some.
 */
export function emptyReason(input: { dayCount: number; searching: boolean }): 'none' | 'search' | 'filters' {
  if (input.dayCount === 0) return 'none';
  if (input.searching) return 'search';
  return 'filters';
}
