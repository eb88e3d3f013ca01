import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session-provider';
import type { SessionApi } from './session-provider';
import { NoStaffProfileError } from './session-types';
import type { SessionBackend, StaffSession } from './session-types';

const staff: StaffSession = {
  uid: 'u1',
  email: 'chef@resto.fr',
  name: 'Claire',
  role: 'admin',
  restaurantIds: ['r1', 'r2'],
};

function makeBackend(profiles: Record<string, StaffSession | null>) {
  let listener: (uid: string | null) => void = () => undefined;
  const backend: SessionBackend & { emit(uid: string | null): void } = {
    onAuthChange: (next) => {
      listener = next;
      return () => undefined;
    },
    emit: (uid) => listener(uid),
    signIn: vi.fn(async (email: string) => (email === 'vide@resto.fr' ? 'ghost' : 'u1')),
    signOut: vi.fn(async () => undefined),
    loadStaff: vi.fn(async (uid: string) => profiles[uid] ?? null),
    loadRestaurants: vi.fn(async () => [
      { id: 'r1', name: 'Le Bistrot', emoji: '🍷' },
      { id: 'r2', name: 'La Terrasse', emoji: '🌿' },
    ]),
  };
  return backend;
}

let api: SessionApi | undefined;
function Probe() {
  api = useSession();
  const { state } = api;
  return (
    <p data-testid="state">
      {state.status === 'signed-in' ? `${state.staff.name}@${state.restaurant?.name}` : state.status}
    </p>
  );
}

describe('SessionProvider', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('opens the session on the first accessible restaurant and remembers the choice', async () => {
    const backend = makeBackend({ u1: staff });
    render(
      <SessionProvider backend={backend}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('loading');
    act(() => backend.emit(null));
    expect(screen.getByTestId('state').textContent).toBe('signed-out');
    await act(async () => {
      await api?.signIn(' chef@resto.fr ', 'secret');
    });
    expect(backend.signIn).toHaveBeenCalledWith('chef@resto.fr', 'secret');
    expect(screen.getByTestId('state').textContent).toBe('Claire@Le Bistrot');
    act(() => api?.selectRestaurant('r2'));
    expect(screen.getByTestId('state').textContent).toBe('Claire@La Terrasse');
    expect(window.localStorage.getItem('selectedRestaurantId')).toBe('r2');
  });

  it('restores the remembered restaurant after a reload', async () => {
    window.localStorage.setItem('selectedRestaurantId', 'r2');
    const backend = makeBackend({ u1: staff });
    render(
      <SessionProvider backend={backend}>
        <Probe />
      </SessionProvider>,
    );
    act(() => backend.emit('u1'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('Claire@La Terrasse'));
  });

  it('refuses an account without a staff profile and signs it out', async () => {
    const backend = makeBackend({ u1: staff });
    render(
      <SessionProvider backend={backend}>
        <Probe />
      </SessionProvider>,
    );
    act(() => backend.emit(null));
    await expect(api?.signIn('vide@resto.fr', 'x')).rejects.toBeInstanceOf(NoStaffProfileError);
    expect(backend.signOut).toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('signed-out');
  });

  it('counts a sign-in for the restaurant the session opens on, not a restored session, never failing on it', async () => {
    window.localStorage.setItem('selectedRestaurantId', 'r2');
    const recordSignIn = vi.fn(async () => {
      throw new Error('unavailable');
    });
    const backend = { ...makeBackend({ u1: staff }), recordSignIn };
    render(
      <SessionProvider backend={backend}>
        <Probe />
      </SessionProvider>,
    );
    act(() => backend.emit('u1'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('Claire@La Terrasse'));
    expect(recordSignIn).not.toHaveBeenCalled();
    await act(async () => {
      await api?.signOut();
    });
    await act(async () => {
      await expect(api?.signIn('chef@resto.fr', 'secret')).resolves.toEqual(staff);
    });
    expect(screen.getByTestId('state').textContent).toBe('Claire@La Terrasse');
    expect(recordSignIn.mock.calls).toEqual([['r2']]);
  });

  it('signs out', async () => {
    const backend = makeBackend({ u1: staff });
    render(
      <SessionProvider backend={backend}>
        <Probe />
      </SessionProvider>,
    );
    act(() => backend.emit('u1'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('Claire@Le Bistrot'));
    await act(async () => {
      await api?.signOut();
    });
    expect(screen.getByTestId('state').textContent).toBe('signed-out');
  });
});
