import { ToastProvider } from '@app/ui';
import { cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePointsUpdatedNotice } from './use-points-updated-notice';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
const NOTICE = 'Points de fidélité mis à jour';

describe('usePointsUpdatedNotice', () => {
  it('says nothing for the first balance read, then « Points de fidélité mis à jour » when it changes', () => {
    const { rerender } = renderHook(
      ({ points }: { points: number | undefined }) => usePointsUpdatedNotice('r1/ana', points),
      { wrapper, initialProps: { points: undefined as number | undefined } },
    );
    rerender({ points: 20 });
    expect(screen.queryByText(NOTICE)).toBeNull();
    rerender({ points: 20 });
    expect(screen.queryByText(NOTICE)).toBeNull();
    rerender({ points: 25 });
    expect(screen.getByText(NOTICE)).toBeTruthy();
  });

  it('says nothing when the screen moves to another customer', () => {
    const { rerender } = renderHook(
      ({ subject, points }: { subject: string; points: number }) => usePointsUpdatedNotice(subject, points),
      { wrapper, initialProps: { subject: 'r1/ana', points: 20 } },
    );
    rerender({ subject: 'r1/paul', points: 300 });
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
