import type { TabletVisitResult } from '@app/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POINTS_SCREEN_MS, POINTS_WITH_GIFT_SCREEN_MS, PointsDialog } from './points-dialog';

const RESULT: TabletVisitResult = { firstName: 'Victor', pointsEarned: 10, totalPoints: 39, gifts: [] };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('PointsDialog', () => {
  it('counts down on screen and goes back to the welcome screen by itself', () => {
    const onClose = vi.fn();
    render(<PointsDialog result={RESULT} onClose={onClose} />);
    expect(screen.getByText('Bonjour Victor')).toBeTruthy();
    expect(screen.getByText("Retour à l'accueil dans 10 s")).toBeTruthy();
    advance(3000);
    expect(screen.getByText("Retour à l'accueil dans 7 s")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    advance(POINTS_SCREEN_MS - 3000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves a won gift longer on screen, and « Terminer » ends it at once', () => {
    const onClose = vi.fn();
    const gift = { number: 1, name: 'Dessert offert', emoji: '🍰', label: 'CADEAU #1' };
    render(<PointsDialog result={{ ...RESULT, gifts: [gift] }} onClose={onClose} />);
    advance(POINTS_SCREEN_MS);
    expect(onClose).not.toHaveBeenCalled();
    expect(
      screen.getByText(`Retour à l'accueil dans ${(POINTS_WITH_GIFT_SCREEN_MS - POINTS_SCREEN_MS) / 1000} s`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
