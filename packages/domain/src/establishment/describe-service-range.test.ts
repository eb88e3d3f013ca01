import { describe, expect, it } from 'vitest';
import { describeServiceRange, nameServiceRange } from './describe-service-range';

describe('describeServiceRange', () => {
  it('names the service from its first time and says interval and covers', () => {
    expect(
      describeServiceRange({
        range: { start: '12:00', end: '14:00', intervalMinutes: 15, capacity: 20, enabled: true },
      }),
    ).toBe('Midi 12:00–14:00 toutes les 15 min, 20 couverts par créneau');
    expect(nameServiceRange({ range: { start: '19:30' } })).toBe('Soir');
    expect(nameServiceRange({ range: { start: '16:00' } })).toBe('Autres créneaux');
  });

  it('says a single slot, a single cover and a range closed to booking', () => {
    expect(
      describeServiceRange({
        range: { start: '19:00', end: '19:00', intervalMinutes: 15, capacity: 1, enabled: false },
      }),
    ).toBe('Soir 19:00, 1 couvert (fermé à la réservation)');
  });
});
