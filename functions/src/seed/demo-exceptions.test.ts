import { OpeningHoursSchema, isClosedOnDate, listUpcomingExceptions } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, type StaffWithUid } from './build-demo-dataset';
import { addDays } from './demo-calendar';
import { DEMO_EXCEPTIONS_FIRST_DAY } from './demo-exceptions';
import { DEMO_RESTAURANTS } from './demo-restaurants';
import { DEMO_STAFF } from './demo-staff';

const NOW = new Date('2026-11-22T08:30:00.000Z');
const STAFF: StaffWithUid[] = DEMO_STAFF.map((s, i) => ({ ...s, uid: `uid-${i}` }));
const data = buildDemoDataset({ now: NOW, staff: STAFF });

describe('demo closures and special hours', () => {
  it('every venue has valid hours, the same in its settings, and the three sample venues an upcoming exception', () => {
    for (const restaurant of data.restaurants) {
      const hours = OpeningHoursSchema.parse(restaurant.openingHours);
      if (DEMO_RESTAURANTS.some((r) => r.id === restaurant.id))
        expect(
          listUpcomingExceptions({ exceptions: hours.exceptions, today: '2026-11-22' }).length,
        ).toBeGreaterThan(0);
      expect(data.settings.find((s) => s.restaurantId === restaurant.id)?.openingHours).toEqual(
        restaurant.openingHours,
      );
    }
  });

  it('falls past every day the journeys book at the demo venues (up to 95 days ahead)', () => {
    expect(DEMO_EXCEPTIONS_FIRST_DAY).toBeGreaterThan(95);
    for (const restaurant of data.restaurants) {
      const hours = OpeningHoursSchema.parse(restaurant.openingHours);
      for (const exception of hours.exceptions ?? []) {
        const first = exception.kind === 'closed' ? exception.from : exception.date;
        expect(first > addDays('2026-11-22', 95), `${restaurant.id} ${first}`).toBe(true);
      }
    }
  });

  it('no demo booking falls on a date its venue is closed', () => {
    for (const reservation of data.reservations) {
      const restaurant = data.restaurants.find((r) => r.id === reservation.restaurantId)!;
      expect(
        isClosedOnDate({ openingHours: restaurant.openingHours, date: reservation.date }),
        reservation.id,
      ).toBe(false);
    }
  });
});
