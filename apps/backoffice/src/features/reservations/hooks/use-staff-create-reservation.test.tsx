import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { useStaffCreateReservation } from './use-staff-create-reservation';

describe('useStaffCreateReservation', () => {
  it('marks the customer file’s searches and the suggestions out of date once the booking is made (issue 48, defect 5)', async () => {
    const client = new QueryClient();
    // A search of the file made before the guest existed, and the form's suggestions, both fresh in the cache.
    client.setQueryData(['customer-file', 'r1', 'all', 'durand'], {
      pages: [{ items: [] }],
      pageParams: [null],
    });
    client.setQueryData(['restaurant-customers', 'r1'], []);
    client.setQueryData(['loyalty-config', 'r1'], {});
    const staffCreateReservation = vi.fn(async () => ({ reservationId: 'res1', status: 'CONFIRMED' }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServicesProvider
        value={{
          repositories: {} as Repositories,
          callables: { staffCreateReservation } as unknown as StaffCallables,
        }}
      >
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ServicesProvider>
    );
    const { result } = renderHook(() => useStaffCreateReservation(), { wrapper });
    const state = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(state(['customer-file', 'r1', 'all', 'durand'])).toBe(false);
    await act(async () => {
      await result.current.mutateAsync({
        restaurantId: 'r1',
        customerLastName: 'Durand',
        customerFirstName: '',
        customerPhone: '+33600000000',
        customerEmail: '',
        date: '2026-11-23',
        time: '19:30',
        partySize: 2,
      } as never);
    });
    expect(staffCreateReservation).toHaveBeenCalledOnce();
    expect(state(['customer-file', 'r1', 'all', 'durand'])).toBe(true);
    expect(state(['restaurant-customers', 'r1'])).toBe(true);
    // Reads a booking does not change stay as they were.
    expect(state(['loyalty-config', 'r1'])).toBe(false);
  });
});
