/** Honoured visits (completed bookings and declared visits) from which a guest is « Habitué » at a venue. */
export const REGULAR_MIN_VISITS = 5;

/** The counters of a venue's view the labels are computed from (CustomerRestaurantStats). */
export interface GuestLabelCounters {
  completed?: number | undefined;
  visitsDeclared?: number | undefined;
  noShow?: number | undefined;
  totalSpent?: number | undefined;
  billedVisits?: number | undefined;
  lastVisit?: string | null | undefined;
}

/** One automatic label: « Habitué », « Nouveau » or « Absences : N ». */
export interface GuestLabel {
  kind: 'regular' | 'new' | 'no-shows';
  text: string;
}

/** What a venue's own history says of a guest. */
export interface GuestLabels {
  labels: GuestLabel[];
  visits: number;
  /** Date of the last honoured visit here ('YYYY-MM-DD'), null before the first. */
  lastVisit: string | null;
  /** Euros per billed visit here, rounded to the cent; null while no bill was entered. */
  averageSpend: number | null;
}

const count = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;

/**
 * The automatic labels of a guest at one venue, from that venue's counters only (issue 39): « Nouveau » before
 * the first honoured visit (completed or declared), « Habitué » from {@link REGULAR_MIN_VISITS} of them,
 * « Absences : N » once the guest failed to come N times here; and the last visit and the average bill per
 * billed visit, for the detail page. Another venue's history never enters.
 * @example computeGuestLabels({ completed: 4, visitsDeclared: 1, noShow: 2 }).labels
 * // [{ kind: 'regular', text: 'Habitué' }, { kind: 'no-shows', text: 'Absences : 2' }]
 */
export function computeGuestLabels(counters: GuestLabelCounters): GuestLabels {
  const visits = count(counters.completed) + count(counters.visitsDeclared);
  const noShows = count(counters.noShow);
  const labels: GuestLabel[] = [];
  if (visits === 0) labels.push({ kind: 'new', text: 'Nouveau' });
  else if (visits >= REGULAR_MIN_VISITS) labels.push({ kind: 'regular', text: 'Habitué' });
  if (noShows > 0) labels.push({ kind: 'no-shows', text: `Absences : ${noShows}` });
  const billed = count(counters.billedVisits);
  const averageSpend = billed > 0 ? Math.round((count(counters.totalSpent) / billed) * 100) / 100 : null;
  return { labels, visits, lastVisit: counters.lastVisit || null, averageSpend };
}
