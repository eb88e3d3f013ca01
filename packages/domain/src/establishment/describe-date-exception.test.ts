import { describe, expect, it } from 'vitest';
import { describeDateException } from './describe-date-exception';

describe('describeDateException', () => {
  it('says a closure of one date or of several, with its reason', () => {
    expect(
      describeDateException({
        exception: { kind: 'closed', from: '2026-12-25', to: '2026-12-25', reason: 'Noël' },
      }),
    ).toEqual({ title: 'Fermé le vendredi 25 décembre 2026', detail: 'Noël' });
    expect(
      describeDateException({
        exception: { kind: 'closed', from: '2026-12-31', to: '2027-01-02', reason: '' },
      }).title,
    ).toBe('Fermé du jeudi 31 décembre 2026 au samedi 2 janvier 2027');
  });

  it('says special hours as services', () => {
    expect(
      describeDateException({
        exception: {
          kind: 'special',
          date: '2026-12-31',
          reason: 'Réveillon',
          timeSlots: ['19:00', '19:30', '20:00'].map((time) => ({ time, enabled: true, maxCapacity: 40 })),
        },
      }),
    ).toEqual({
      title: 'Horaires spéciaux le jeudi 31 décembre 2026',
      detail: 'Soir 19:00–20:00 toutes les 30 min, 40 couverts par créneau · Réveillon',
    });
  });
});
