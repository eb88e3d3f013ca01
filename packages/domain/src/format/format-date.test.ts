import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatTime,
  formatTimeOfTimestamp,
} from './format-date';

describe('French dates', () => {
  it('formats long and short dates', () => {
    expect(formatLongDate({ date: '2026-11-21' })).toBe('samedi 21 novembre 2026');
    expect(formatLongDate({ date: '2026-11-22' })).toBe('dimanche 22 novembre 2026');
    expect(formatShortDate({ date: '2026-02-05' })).toBe('05/02/2026');
    expect(formatLongDate({ date: 'nope' })).toBe('');
    expect(formatShortDate({ date: '' })).toBe('');
  });

  it('shows timestamps in Paris time', () => {
    expect(formatDateTime({ timestamp: '2026-11-22T10:00:00.000Z' })).toBe('22/11/2026 à 11:00');
    expect(formatDateTime({ timestamp: '2026-07-14T22:30:00.000Z' })).toBe('15/07/2026 à 00:30');
    expect(formatTimeOfTimestamp({ timestamp: '2026-07-14T10:05:00.000Z' })).toBe('12:05');
    expect(formatDateTime({ timestamp: 'bad' })).toBe('');
    expect(formatTimeOfTimestamp({ timestamp: 'bad' })).toBe('');
  });

  it('formats wall times the French way', () => {
    expect(formatTime({ time: '19:30' })).toBe('19h30');
    expect(formatTime({ time: 'midi' })).toBe('midi');
  });
});
