import { describe, expect, it } from 'vitest';
import {
  HistoryStatusSchema,
  HISTORY_STATUSES,
  normalizeReservationStatus,
  StoredReservationStatusSchema,
  toHistoryStatus,
} from './reservation-status';

describe('reservation status spelling', () => {
  it('normalises the spellings seen in the product', () => {
    expect(normalizeReservationStatus('confirmed')).toBe('CONFIRMED');
    expect(normalizeReservationStatus('no-show')).toBe('NO_SHOW');
    expect(normalizeReservationStatus('visit declared')).toBe('VISIT_DECLARED');
    expect(normalizeReservationStatus(' Seated ')).toBe('SEATED');
    expect(normalizeReservationStatus('archived')).toBeUndefined();
  });

  it('parses stored statuses to upper case and refuses unknown ones', () => {
    expect(StoredReservationStatusSchema.parse('cancelled')).toBe('CANCELLED');
    const bad = StoredReservationStatusSchema.safeParse('lost');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Statut inconnu : lost');
  });

  it('writes history statuses in lower case', () => {
    expect(HistoryStatusSchema.parse('NO_SHOW')).toBe('no_show');
    expect(toHistoryStatus('VISIT_DECLARED')).toBe('visit_declared');
    expect(HISTORY_STATUSES).toContain('pending');
  });
});
