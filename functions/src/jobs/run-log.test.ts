import { describe, expect, it } from 'vitest';
import { runLogId, runStatus } from './run-log';

describe('job helpers', () => {
  it('classifies a run as completed, partial or failed', () => {
    expect(runStatus({ processed: 0, succeeded: 0, emailed: 0, errorDetails: [] })).toBe('completed');
    expect(runStatus({ processed: 3, succeeded: 2, emailed: 2, errorDetails: ['x'] })).toBe('partial');
    expect(runStatus({ processed: 2, succeeded: 0, emailed: 0, errorDetails: ['x', 'y'] })).toBe('failed');
  });

  it('keys run records by job, restaurant and day', () => {
    expect(runLogId('archive', 'r1', '2026-11-22')).toBe('archive_r1_2026-11-22');
  });
});
