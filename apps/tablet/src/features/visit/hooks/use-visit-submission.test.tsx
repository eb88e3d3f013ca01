import { CallableError } from '@app/data/functions-client';
import type { TabletDeclareVisitInput, TabletVisitResult } from '@app/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, testQueryClient } from '../../../test-utils';
import { useVisitSubmission, VISIT_RETRY_MS } from './use-visit-submission';

const server = vi.hoisted(() => ({
  sent: [] as TabletDeclareVisitInput[],
  answer: (_input: TabletDeclareVisitInput): unknown => null,
}));
vi.mock('../api/declare-visit', () => ({
  declareVisit: async (input: TabletDeclareVisitInput) => {
    server.sent.push(input);
    return server.answer(input);
  },
}));

const RESULT: TabletVisitResult = { firstName: 'Léa', pointsEarned: 8, totalPoints: 50, gifts: [] };
const offline = () => {
  throw new CallableError('unavailable', 'Problème de connexion.');
};

function setup() {
  const onSuccess = vi.fn();
  const onRefused = vi.fn();
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={client}>{children}</Providers>
  );
  const hook = renderHook(() => useVisitSubmission({ onSuccess, onRefused }), { wrapper });
  return { ...hook, onSuccess, onRefused };
}

/** Lets the pending promises and react-query's notifications run. */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

beforeEach(() => {
  vi.useFakeTimers();
  server.sent.length = 0;
  server.answer = () => RESULT;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useVisitSubmission', () => {
  it('sends the visit once with a request id', async () => {
    const { result, onSuccess } = setup();
    act(() => result.current.submit({ phone: '0612345678', email: '' }));
    await settle();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ phone: '0612345678', email: '' });
    expect(server.sent[0]?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(onSuccess).toHaveBeenCalledWith(RESULT);
    expect(result.current.busy).toBe(false);
  });

  it('retries every 5 s without network, always with the same request id, until it is counted', async () => {
    let failures = 3;
    server.answer = () => (failures-- > 0 ? offline() : RESULT);
    const { result, onSuccess, onRefused } = setup();
    act(() => result.current.submit({ phone: '0612345678', email: '' }));
    await settle();
    expect(result.current.waitingForNetwork).toBe(true);
    expect(result.current.busy).toBe(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(VISIT_RETRY_MS)));
    expect(server.sent).toHaveLength(2);
    await act(async () => void (await vi.advanceTimersByTimeAsync(VISIT_RETRY_MS)));
    expect(server.sent).toHaveLength(3);
    await act(async () => void (await vi.advanceTimersByTimeAsync(VISIT_RETRY_MS)));
    expect(server.sent).toHaveLength(4);
    expect(onSuccess).toHaveBeenCalledWith(RESULT);
    expect(onRefused).not.toHaveBeenCalled();
    expect(new Set(server.sent.map((s) => s.requestId)).size).toBe(1);
    expect(result.current.waitingForNetwork).toBe(false);
    await act(async () => void (await vi.advanceTimersByTimeAsync(VISIT_RETRY_MS * 3)));
    expect(server.sent).toHaveLength(4);
  });

  it('sends again as soon as the connection comes back', async () => {
    let failures = 1;
    server.answer = () => (failures-- > 0 ? offline() : RESULT);
    const { result, onSuccess } = setup();
    act(() => result.current.submit({ phone: '', email: 'lea@exemple.fr' }));
    await settle();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]?.requestId).toBe(server.sent[0]?.requestId);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('stops at a refusal and gives its message; the next try is a new request', async () => {
    server.answer = () => {
      throw new CallableError('failed-precondition', 'Délai de 5h requis !');
    };
    const { result, onRefused } = setup();
    act(() => result.current.submit({ phone: '0612345678', email: '' }));
    await settle();
    expect(onRefused).toHaveBeenCalledWith('Délai de 5h requis !');
    expect(result.current.busy).toBe(false);
    await act(async () => void (await vi.advanceTimersByTimeAsync(VISIT_RETRY_MS * 2)));
    expect(server.sent).toHaveLength(1);
    act(() => result.current.submit({ phone: '0612345678', email: '' }));
    await settle();
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]?.requestId).not.toBe(server.sent[0]?.requestId);
  });
});
