import { describe, expect, it } from 'vitest';
import { describeStaffSlot } from './describe-staff-slot';

describe('describeStaffSlot', () => {
  it('reads « heure · places restantes », « complet » or « fermé »', () => {
    expect(describeStaffSlot({ slot: { time: '19:30', remaining: 12, state: 'open' } })).toBe(
      '19:30 · 12 places restantes',
    );
    expect(describeStaffSlot({ slot: { time: '19:45', remaining: 1, state: 'open' } })).toBe(
      '19:45 · 1 place restante',
    );
    expect(describeStaffSlot({ slot: { time: '20:00', remaining: 0, state: 'full' } })).toBe(
      '20:00 · complet',
    );
    expect(describeStaffSlot({ slot: { time: '21:00', remaining: 8, state: 'closed' } })).toBe(
      '21:00 · fermé',
    );
  });
});
