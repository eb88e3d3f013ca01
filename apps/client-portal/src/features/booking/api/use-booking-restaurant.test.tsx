import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { firstScreen } from '../../../boot/first-screen';
import { startEarlyCall } from '../../../lib/early-calls';
import { paths } from '../../../routes/paths';
import { useBookingRestaurant } from './use-booking-restaurant';

const calls = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('../../../lib/functions', () => ({
  callFunction: async (name: string, data: { slug: string }) => {
    calls.list.push({ name, data });
    return { restaurant: { id: 'r1', name: 'Au Bureau', slug: data.slug } };
  },
}));

describe('useBookingRestaurant', () => {
  it("takes the answer of the boot script's call for the page's address instead of calling again", async () => {
    const call = firstScreen(paths.booking('au-bureau'), '')?.call;
    if (!call) throw new Error('no first-screen call for a booking page');
    startEarlyCall(call.name, call.data);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBookingRestaurant('au-bureau'), { wrapper });
    await waitFor(() => expect(result.current.data?.name).toBe('Au Bureau'));
    expect(calls.list).toEqual([{ name: 'getRestaurantBySlug', data: { slug: 'au-bureau' } }]);

    // A later read (another slug, a refetch) calls as usual.
    const other = renderHook(() => useBookingRestaurant('le-petit-zinc'), { wrapper });
    await waitFor(() => expect(other.result.current.data?.slug).toBe('le-petit-zinc'));
    expect(calls.list).toHaveLength(2);
  });
});
