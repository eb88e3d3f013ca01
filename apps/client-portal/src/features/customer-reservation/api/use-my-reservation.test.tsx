import type { MySpaceReservation } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMySpaceReads } from '../../../lib/my-data/fake-my-space-reads';
import { useMyReservation } from './use-my-reservation';

const backend = vi.hoisted(() => ({
  store: null as null | ReturnType<typeof fakeMySpaceReads>,
  calls: [] as unknown[],
  status: 'PENDING',
}));
vi.mock('../../../lib/my-data/customer-reads', () => ({ customerReads: () => backend.store?.reads }));
vi.mock('../../../lib/customer-functions', () => ({
  callAsCustomer: async (name: string, data: unknown) => {
    backend.calls.push({ name, data });
    return { id: 'asked', status: backend.status };
  },
}));

const asked = (status: MySpaceReservation['status']): MySpaceReservation => ({
  id: 'asked',
  restaurantId: 'r1',
  restaurantName: 'Au Bureau',
  date: '2026-12-01',
  time: '12:30',
  partySize: 2,
  status,
  archived: false,
  isVisit: false,
});

beforeEach(() => {
  backend.calls = [];
  backend.status = 'PENDING';
  backend.store = fakeMySpaceReads({ customer: null, venues: [], coming: [asked('PENDING')] });
});

describe('useMyReservation', () => {
  it('reads the detail again when staff change the booking (its diner copy changes), not otherwise', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMyReservation('asked'), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ status: 'PENDING' }));
    // The copy's first snapshot and an unrelated change elsewhere in the space read nothing again.
    await act(async () => backend.store?.setComing([asked('PENDING')]));
    expect(backend.calls).toHaveLength(1);

    backend.status = 'CONFIRMED';
    await act(async () => backend.store?.setComing([asked('CONFIRMED')]));
    await waitFor(() => expect(result.current.data).toMatchObject({ status: 'CONFIRMED' }));
    expect(backend.calls).toEqual([
      { name: 'getMyReservation', data: { reservationId: 'asked' } },
      { name: 'getMyReservation', data: { reservationId: 'asked' } },
    ]);
  });
});
