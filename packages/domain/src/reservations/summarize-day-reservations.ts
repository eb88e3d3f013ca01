import { classifyService } from '../availability';

/** Tabs of the reservations screen: ALL, TO CONFIRM (pending), CONFIRMED (not yet seated), SEATED. */
export type DayTab = 'all' | 'pending' | 'confirmed' | 'seated';
/** Service filter of the reservations screen. */
export type ServiceFilter = 'all' | 'lunch' | 'dinner';

/** The part of a reservation the day screen counts. */
export interface DayReservation {
  time: string;
  partySize: number;
  status: string;
}

/** Reservations of the day screen after tab, service and search, with the covers of each tab and service. */
export interface DaySummary<T extends DayReservation> {
  /** Covers per tab within the selected service. */
  tabCovers: Record<DayTab, number>;
  /** Covers per service within the selected tab. */
  serviceCovers: Record<ServiceFilter, number>;
  /** Reservations of the selected tab and service grouped by time, earliest first. */
  groups: { time: string; reservations: T[] }[];
}

const TAB_STATUS: Record<Exclude<DayTab, 'all'>, string> = {
  pending: 'PENDING',
  confirmed: 'CONFIRMED',
  seated: 'SEATED',
};

function inTab(reservation: DayReservation, tab: DayTab): boolean {
  return tab === 'all' || reservation.status.toUpperCase() === TAB_STATUS[tab];
}

function inService(reservation: DayReservation, service: ServiceFilter): boolean {
  return service === 'all' || classifyService({ time: reservation.time }) === service;
}

/** Cancelled and no-show reservations stay listed under ALL but bring no cover. */
function covers(list: readonly DayReservation[]): number {
  return list
    .filter((r) => !['CANCELLED', 'NO_SHOW'].includes(r.status.toUpperCase()))
    .reduce((sum, r) => sum + (Number.isFinite(r.partySize) ? Math.max(0, r.partySize) : 0), 0);
}

/**
 * What the day's reservations screen shows for a tab and a service filter: covers per tab and per
 * service (each counted within the other selection) and the matching reservations grouped by time.
 */
export function summarizeDayReservations<T extends DayReservation>({
  reservations,
  tab,
  service,
}: {
  reservations: readonly T[];
  tab: DayTab;
  service: ServiceFilter;
}): DaySummary<T> {
  const ofService = reservations.filter((r) => inService(r, service));
  const ofTab = reservations.filter((r) => inTab(r, tab));
  const tabCovers = {
    all: covers(ofService),
    pending: covers(ofService.filter((r) => inTab(r, 'pending'))),
    confirmed: covers(ofService.filter((r) => inTab(r, 'confirmed'))),
    seated: covers(ofService.filter((r) => inTab(r, 'seated'))),
  };
  const serviceCovers = {
    all: covers(ofTab),
    lunch: covers(ofTab.filter((r) => inService(r, 'lunch'))),
    dinner: covers(ofTab.filter((r) => inService(r, 'dinner'))),
  };
  const byTime = new Map<string, T[]>();
  for (const reservation of ofTab.filter((r) => inService(r, service))) {
    const list = byTime.get(reservation.time) ?? [];
    list.push(reservation);
    byTime.set(reservation.time, list);
  }
  const groups = [...byTime]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, list]) => ({ time, reservations: list }));
  return { tabCovers, serviceCovers, groups };
}
