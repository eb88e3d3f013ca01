import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { firstScreen } from '../../../boot/first-screen';
import { startEarlyCall } from '../../../lib/early-calls';
import { paths } from '../../../routes/paths';
import { useReviewContext } from './use-review-context';

const calls = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('../../../lib/functions', () => ({
  callFunction: async (name: string, data: unknown) => {
    calls.list.push({ name, data });
    return {
      state: 'form',
      reservation: { restaurantName: 'Au Bureau', date: '2026-11-20', time: '20:00', partySize: 2 },
    };
  },
}));

describe('useReviewContext', () => {
  it("shows the boot script's answer for the link opened in the first render, without calling again", async () => {
    const first = firstScreen(paths.review('rest-bureau', 'walkin'), '?visit=v-9');
    if (!first?.call) throw new Error('no first screen call for a review link');
    startEarlyCall(first.call.name, first.call.data);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useReviewContext({ restaurantId: 'rest-bureau', reservationId: 'walkin', visitId: 'v-9' }),
      { wrapper },
    );
    expect(result.current.data).toMatchObject({ state: 'form', canReview: true, pointsPerReview: 5 });
    expect(calls.list).toHaveLength(1);
  });
});
