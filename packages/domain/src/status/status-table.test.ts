import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../schemas';
import { contrastRatio } from './contrast-ratio';
import {
  getHistoryColor,
  getStatusLabel,
  getStatusPresentation,
  RESERVATION_STATUS_TABLE,
  UNKNOWN_STATUS_COLOR,
} from './status-table';

describe('status table', () => {
  it('has the spec labels', () => {
    expect(
      Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, RESERVATION_STATUS_TABLE[s].label])),
    ).toEqual({
      PENDING: 'En attente',
      CONFIRMED: 'Confirmée',
      SEATED: 'Installée',
      COMPLETED: 'Terminée',
      CANCELLED: 'Annulée',
      NO_SHOW: 'No-show',
      VISIT_DECLARED: 'Visite déclarée',
    });
    // The detail page says what the list says (no unexplained 'Bon', issue 36).
    expect(RESERVATION_STATUS_TABLE.CONFIRMED.detailBadgeLabel).toBe('Confirmée');
    expect(RESERVATION_STATUS_TABLE.CONFIRMED.alternateLabels).toContain('Bon');
    expect(RESERVATION_STATUS_TABLE.SEATED.alternateLabels).toEqual(
      expect.arrayContaining(['À table', 'Assis']),
    );
    expect(RESERVATION_STATUS_TABLE.SEATED.customerLabel).toBe('En cours');
    expect(RESERVATION_STATUS_TABLE.NO_SHOW.customerLabel).toBe('Absent');
  });

  it.each(RESERVATION_STATUSES)(
    '%s badge text is readable (≥ 4.5:1) and its dot visible on white (≥ 3:1)',
    (status) => {
      const { badge, historyColor } = RESERVATION_STATUS_TABLE[status];
      expect(contrastRatio(badge.text, badge.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(historyColor, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives distinct history colours per status family', () => {
    const colors = RESERVATION_STATUSES.map((s) => RESERVATION_STATUS_TABLE[s].historyColor);
    expect(new Set(colors).size).toBe(colors.length);
    expect(RESERVATION_STATUS_TABLE.PENDING.historyColor).toBe(UNKNOWN_STATUS_COLOR);
  });

  it('looks statuses up in any spelling, with fallbacks for unknown ones', () => {
    expect(getStatusLabel('no_show')).toBe('No-show');
    expect(getStatusLabel('visit declared')).toBe('Visite déclarée');
    expect(getStatusLabel('mystère')).toBe('mystère');
    expect(getHistoryColor('completed')).toBe(RESERVATION_STATUS_TABLE.COMPLETED.historyColor);
    expect(getHistoryColor('mystère')).toBe(UNKNOWN_STATUS_COLOR);
    expect(getStatusPresentation('seated')?.label).toBe('Installée');
  });
});
