import { expandRangesIntoSlots, weekdayOfDate, type DateException, type ServiceRange } from '@app/domain';
import { addDays } from './demo-calendar';

// Days 120 to 144 ahead: past the demo's 21 days of bookings and every day the journeys book at the demo venues
// (up to 95: the portal's journeyDay takes 50–89 at La Table du Port, the staff journeys Au Bureau's 40–84), so
// no journey meets a closed demo day (days 61–85 closed La Table du Port under a journey's booking).
export const DEMO_EXCEPTIONS_FIRST_DAY = 120;
const FIRST_DAY = DEMO_EXCEPTIONS_FIRST_DAY;

function slotsOf(range: ServiceRange) {
  const expanded = expandRangesIntoSlots({ ranges: [range] });
  if (!expanded.ok) throw new Error(expanded.message);
  return expanded.timeSlots;
}

/** The first date at least `days` ahead of `today` that falls on a Sunday. */
function sundayFrom(today: string, days: number): string {
  let date = addDays(today, days);
  while (weekdayOfDate({ date }) !== 'sunday') date = addDays(date, 1);
  return date;
}

/**
 * Upcoming closures and special hours of each demo venue, so that « Fermetures et horaires exceptionnels » shows
 * real entries on first start (and the booking page a closed day and a special one).
 */
export function demoDateExceptions(restaurantId: string, today: string): DateException[] {
  const day = (offset: number) => addDays(today, FIRST_DAY + offset);
  const evening: ServiceRange = {
    start: '19:00',
    end: '23:00',
    intervalMinutes: 30,
    capacity: 40,
    enabled: true,
  };
  const brunch: ServiceRange = {
    start: '11:30',
    end: '14:00',
    intervalMinutes: 30,
    capacity: 24,
    enabled: true,
  };
  switch (restaurantId) {
    case 'rest-bureau':
      return [
        { kind: 'closed', from: day(2), to: day(3), reason: 'Inventaire annuel' },
        { kind: 'special', date: day(9), reason: 'Soirée jazz', timeSlots: slotsOf(evening) },
      ];
    case 'rest-lezinc':
      return [
        {
          kind: 'special',
          date: sundayFrom(today, FIRST_DAY + 5),
          reason: 'Brunch',
          timeSlots: slotsOf(brunch),
        },
      ];
    case 'rest-duport':
      return [{ kind: 'closed', from: day(14), to: day(17), reason: 'Congés de l’équipe' }];
    default:
      return [];
  }
}
