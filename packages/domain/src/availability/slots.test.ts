import { describe, expect, it } from 'vitest';
import { classifyService, groupByService, SERVICE_LABELS } from './classify-service';
import { isSlotClosed, toggleClosedSlot } from './is-slot-closed';
import { isClosedOnDate, listDaySlots } from './list-day-slots';
import { STAFF_RESERVATION_TIMES } from './list-staff-times';
import { DEFAULT_OPENING_HOURS } from './restaurant-booking-settings-schema';

describe('day slots', () => {
  it('lists the weekday slots of a date sorted by time', () => {
    const hours = {
      ...DEFAULT_OPENING_HOURS,
      monday: {
        closed: false,
        timeSlots: [
          { time: '19:00', enabled: true, maxCapacity: 20 },
          { time: '12:00', enabled: false, maxCapacity: 20 },
        ],
      },
    };
    expect(listDaySlots({ openingHours: hours, date: '2026-11-23' }).map((s) => s.time)).toEqual([
      '12:00',
      '19:00',
    ]);
    expect(listDaySlots({ openingHours: hours, date: '2026-11-22' })).toEqual([]);
    expect(isClosedOnDate({ openingHours: hours, date: '2026-11-22' })).toBe(true);
    expect(isClosedOnDate({ openingHours: hours, date: '2026-11-23' })).toBe(false);
  });

  it('treats a day whose slots are all disabled as closed', () => {
    const hours = {
      ...DEFAULT_OPENING_HOURS,
      monday: { closed: false, timeSlots: [{ time: '12:00', enabled: false, maxCapacity: 5 }] },
    };
    expect(isClosedOnDate({ openingHours: hours, date: '2026-11-23' })).toBe(true);
  });
});

describe('services', () => {
  it('puts 11:00–14:59 at lunch, 18:00 and later at dinner, others apart', () => {
    expect(
      ['10:59', '11:00', '14:59', '15:00', '17:45', '18:00', '23:30'].map((time) =>
        classifyService({ time }),
      ),
    ).toEqual(['other', 'lunch', 'lunch', 'other', 'other', 'dinner', 'dinner']);
    expect(SERVICE_LABELS.other).toBe('Autres créneaux');
  });

  it('groups items by service', () => {
    const groups = groupByService({
      items: [{ time: '12:00' }, { time: '16:00' }, { time: '19:00' }, { time: '12:30' }],
    });
    expect(groups).toEqual({
      lunch: [{ time: '12:00' }, { time: '12:30' }],
      dinner: [{ time: '19:00' }],
      other: [{ time: '16:00' }],
    });
  });
});

describe('closed slots', () => {
  const closed = { lunch: ['12:00'], dinner: ['20:00'] };
  it('reads the list of the slot’s service', () => {
    expect(isSlotClosed({ time: '12:00', closedSlots: closed })).toBe(true);
    expect(isSlotClosed({ time: '12:15', closedSlots: closed })).toBe(false);
    expect(isSlotClosed({ time: '20:00', closedSlots: closed })).toBe(true);
    expect(isSlotClosed({ time: '12:00', closedSlots: undefined })).toBe(false);
    expect(isSlotClosed({ time: '16:00', closedSlots: { lunch: [], dinner: ['16:00'] } })).toBe(true);
  });

  it('toggles a slot open and closed', () => {
    const closedMore = toggleClosedSlot({ time: '19:00', closedSlots: closed });
    expect(closedMore).toEqual({ lunch: ['12:00'], dinner: ['19:00', '20:00'] });
    expect(toggleClosedSlot({ time: '12:00', closedSlots: closedMore })).toEqual({
      lunch: [],
      dinner: ['19:00', '20:00'],
    });
  });
});

describe('STAFF_RESERVATION_TIMES', () => {
  it('offers 11:00–15:00 and 18:00–23:00 every 15 minutes', () => {
    expect(STAFF_RESERVATION_TIMES).toHaveLength(17 + 21);
    expect(STAFF_RESERVATION_TIMES.slice(0, 3)).toEqual(['11:00', '11:15', '11:30']);
    expect(STAFF_RESERVATION_TIMES).toContain('15:00');
    expect(STAFF_RESERVATION_TIMES).not.toContain('15:15');
    expect(STAFF_RESERVATION_TIMES).not.toContain('17:45');
    expect(STAFF_RESERVATION_TIMES.at(-1)).toBe('23:00');
  });
});
