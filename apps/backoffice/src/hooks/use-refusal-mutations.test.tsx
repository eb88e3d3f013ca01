import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../lib/callables';
import { toUserMessage } from '../lib/error-message';
import type { Repositories } from '../lib/data';
import { ServicesProvider } from '../lib/services-context';
import { useRefuseReservation } from './use-refuse-reservation';
import { useUndoRefusal } from './use-undo-refusal';

afterEach(cleanup);

function wrapperWith(callables: Partial<StaffCallables>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ServicesProvider value={{ repositories: {} as Repositories, callables: callables as StaffCallables }}>
        {children}
      </ServicesProvider>
    </QueryClientProvider>
  );
}

describe('useRefuseReservation', () => {
  it('sends the checked input (trimmed text, notify by default) and returns the answer', async () => {
    const answer = { ok: true as const, emailQueued: true, undoUntil: '2026-11-22T10:00:30.000Z' };
    const refuseReservation = vi.fn(async () => answer);
    const { result } = renderHook(() => useRefuseReservation(), {
      wrapper: wrapperWith({ refuseReservation }),
    });
    let received: unknown;
    await act(async () => {
      received = await result.current.mutateAsync({
        reservationId: 'r1',
        reason: 'other',
        otherText: '  Cuisine en travaux ',
      });
    });
    expect(refuseReservation).toHaveBeenCalledWith({
      reservationId: 'r1',
      reason: 'other',
      otherText: 'Cuisine en travaux',
      notifyCustomer: true,
    });
    expect(received).toEqual(answer);
  });

  it('fails at once with the French message when "other" has no text, without calling the server', async () => {
    const refuseReservation = vi.fn();
    const { result } = renderHook(() => useRefuseReservation(), {
      wrapper: wrapperWith({ refuseReservation }),
    });
    await act(async () => {
      result.current.mutate({ reservationId: 'r1', reason: 'other', otherText: ' ' });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toUserMessage(result.current.error)).toBe('Veuillez préciser le motif du refus.');
    expect(refuseReservation).not.toHaveBeenCalled();
  });
});

describe('useUndoRefusal', () => {
  it('undoes through the callable and reports the server refusal in French', async () => {
    const undoRefusal = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, mailWithdrawn: true })
      .mockRejectedValueOnce(
        Object.assign(new Error('Le refus ne peut plus être annulé'), {
          code: 'functions/failed-precondition',
        }),
      );
    const { result } = renderHook(() => useUndoRefusal(), { wrapper: wrapperWith({ undoRefusal }) });
    await act(async () => {
      expect(await result.current.mutateAsync({ reservationId: 'r1' })).toEqual({
        ok: true,
        mailWithdrawn: true,
      });
    });
    expect(undoRefusal).toHaveBeenCalledWith({ reservationId: 'r1' });
    await act(async () => {
      result.current.mutate({ reservationId: 'r1' });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toUserMessage(result.current.error)).toBe('Le refus ne peut plus être annulé');
  });
});
