import { describe, expect, it } from 'vitest';
// @ts-expect-error the bench is plain JavaScript run by node (no declarations)
import { firstScreenReadyAt } from './lighthouse-page.mjs';

const report = (marks: { name: string; startTime: number }[] | undefined) => ({
  audits: {
    'user-timings': marks ? { details: { items: marks } } : undefined,
    metrics: { details: { items: [{ observedLargestContentfulPaint: 90 }] } },
  },
});

describe('firstScreenReadyAt', () => {
  it("is the app's first render when the run has its mark: the code the screen needs, not only its paint", () => {
    const marks = [
      { name: 'other', startTime: 10 },
      { name: 'portal:first-render', startTime: 412.5 },
    ];
    expect(firstScreenReadyAt(report(marks))).toBe(412.5);
  });

  it('is the largest paint when the app never rendered (no mark)', () => {
    expect(firstScreenReadyAt(report([]))).toBe(90);
    expect(firstScreenReadyAt(report(undefined))).toBe(90);
  });
});
