import { OpeningHoursSchema, isClosedOnDate, listUpcomingExceptions } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, type StaffWithUid } from './build-demo-dataset';
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
