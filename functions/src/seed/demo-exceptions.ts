import { expandRangesIntoSlots, weekdayOfDate, type DateException, type ServiceRange } from '@app/domain';
import { addDays } from './demo-calendar';

// Days 61 to 85 ahead: past the demo's 21 days of bookings and the days the journeys book at the demo venues
// (22–60 for the staff journeys, 86 and beyond for the portal's), so no journey meets a closed demo day.
const FIRST_DAY = 61;

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
