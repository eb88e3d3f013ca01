/**
 * Helpers of the tables, slots and reservation-detail journeys: dates of their own, bookings set up through the
 * same callables as the screens, and the few moves staff make to reach those screens.
 */
import type { TestInfo } from '@playwright/test';
import { parisDatePlus } from '../support/backend';

export { frenchLongDate } from '../support/backend';
export { toast } from '../support/staff';
export {
  assignTables,
  bookAsStaff,
  bookOnline,
  reopenAllSlots,
  setStatus,
  slotAvailable,
  staffToken,
  tag,
} from '../support/staff-api';
export { detailUrl, goToDate, openReservations, row } from './day-screen';

/** Au Bureau, the demo venue that opens every day (stable id of the seed). */
export const BUREAU = 'rest-bureau';
/** Le Petit Zinc keeps the default week: closed on Sundays. */
export const ZINC = 'rest-lezinc';

/**
 * Day offsets these journeys own, per viewport (both projects share one store), away from the demo's 21 days
 * and from the other journeys' dates, inside the 90-day online booking window. The tables journeys leave tables
 * occupied, so a retry (or a repeat) of them takes the days of `tablesAgain`.
 */
const OWN_DAYS = {
  mobile: {
    tables: [22, 23],
    tablesAgain: [24, 32],
    slots: [25, 26],
    detail: [27, 28, 29, 30],
    layout: [34],
  },
  desktop: {
    tables: [36, 37, 40],
    tablesAgain: [38, 33, 41],
    slots: [39, 86],
    detail: [87, 88, 89, 31],
    layout: [35],
  },
} as const;

export function ownDate(
  testInfo: TestInfo,
  area: 'tables' | 'slots' | 'detail' | 'layout',
  index: number,
): string {
  const days = OWN_DAYS[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  const again = testInfo.retry + testInfo.repeatEachIndex > 0;
  const offset = (area === 'tables' && again ? days.tablesAgain : days[area])[index];
  if (offset === undefined) throw new Error(`pas de date n°${index} pour ${area}`);
  return parisDatePlus(offset);
}

export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}
