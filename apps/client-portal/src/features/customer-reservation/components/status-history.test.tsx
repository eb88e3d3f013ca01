import { describe, expect, it } from 'vitest';
import { historyAuthor } from './status-history';

const entry = (changedBy: string) => ({
  status: 'cancelled',
  changedAt: '2026-11-22T10:00:00.000Z',
  changedBy,
});

describe('historyAuthor', () => {
  it("says 'Vous' for the customer, 'Système' when empty and never names staff", () => {
    expect(historyAuthor(entry('marie@example.fr'), 'marie@example.fr')).toBe('Vous');
    expect(historyAuthor(entry('client'), 'marie@example.fr')).toBe('Vous');
    expect(historyAuthor(entry(''), 'marie@example.fr')).toBe('Système');
    expect(historyAuthor(entry('restaurant'), 'marie@example.fr')).toBe('Le restaurant');
  });
});
