import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveQuery, type LiveSubscribe } from './live-query';

afterEach(cleanup);

/** A subscription a test drives: `push` and `fail` reach every open listener. */
function feed() {
  const listeners = new Set<{ next: (v: string) => void; error: (e: Error) => void }>();
  const subscribe = vi.fn<LiveSubscribe<string>>((next, error) => {
    const listener = { next, error };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  });
  return {
    subscribe,
    open: () => listeners.size,
    push: (value: string) => act(() => listeners.forEach((l) => l.next(value))),
    fail: (error: Error) => act(() => listeners.forEach((l) => l.error(error))),
  };
}

function Probe({ subscribe, id }: { subscribe: LiveSubscribe<string>; id: string }) {
  const query = useLiveQuery({ queryKey: ['live', 'probe'], subscribe });
  return (
    <p data-testid={id}>
      {query.isPending ? 'chargement' : query.isError ? `erreur ${query.error.message}` : query.data}
    </p>
  );
}

function renderProbes(subscribe: LiveSubscribe<string>, count = 1) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      {Array.from({ length: count }, (_, i) => (
        <Probe key={i} id={`p${i}`} subscribe={subscribe} />
      ))}
    </QueryClientProvider>,
  );
  return { client, view };
}

describe('useLiveQuery', () => {
  it('is pending until the first snapshot, then shows each snapshot, with one subscription for every reader', async () => {
    const live = feed();
    renderProbes(live.subscribe, 2);
    expect(screen.getByTestId('p0').textContent).toBe('chargement');
    live.push('Disponible');
    await waitFor(() => expect(screen.getByTestId('p1').textContent).toBe('Disponible'));
    live.push('Utilisé');
    await waitFor(() => expect(screen.getByTestId('p0').textContent).toBe('Utilisé'));
    expect(live.subscribe).toHaveBeenCalledTimes(1);
  });

  it('says a failed read, and closes the subscription when nobody shows it any more', async () => {
    const live = feed();
    const { view } = renderProbes(live.subscribe);
    live.fail(new Error('refusée'));
    await waitFor(() => expect(screen.getByTestId('p0').textContent).toBe('erreur refusée'));
    view.unmount();
    expect(live.open()).toBe(0);
  });

  it('reads again through a new subscription on refetch', async () => {
    const live = feed();
    const { client } = renderProbes(live.subscribe);
    live.push('v1');
    await waitFor(() => expect(screen.getByTestId('p0').textContent).toBe('v1'));
    const again = client.refetchQueries({ queryKey: ['live', 'probe'] });
    await waitFor(() => expect(live.subscribe).toHaveBeenCalledTimes(2));
    live.push('v2');
    await again;
    await waitFor(() => expect(screen.getByTestId('p0').textContent).toBe('v2'));
    expect(live.open()).toBe(1);
  });

  it('shows a snapshot read beforehand on the first render, and still follows the subscription', async () => {
    const live = feed();
    function Early() {
      const query = useLiveQuery({
        queryKey: ['live', 'early'],
        subscribe: live.subscribe,
        initialData: () => 'lu',
      });
      return <p data-testid="early">{query.isPending ? 'chargement' : query.data}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Early />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('early').textContent).toBe('lu');
    expect(live.open()).toBe(1);
    live.push('suivant');
    await waitFor(() => expect(screen.getByTestId('early').textContent).toBe('suivant'));
  });
});
