import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppUpdateBanner } from './app-update-banner';
import { FakeContainer } from './service-worker.fixture';
import { SKIP_WAITING_MESSAGE } from './service-worker-updates';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MESSAGE = 'Une nouvelle version est disponible';

async function renderWith(container: FakeContainer, enabled = true) {
  const reload = vi.fn();
  render(<AppUpdateBanner enabled={enabled} container={container.asContainer()} reload={reload} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { reload };
}

describe('AppUpdateBanner', () => {
  it('shows « Plus tard » and « Actualiser » once a new version waits, without taking the focus', async () => {
    const container = new FakeContainer(true);
    await renderWith(container);
    expect(screen.queryByRole('status', { name: MESSAGE })).toBeNull();
    act(() => void container.registration.deliver());
    expect(screen.getByRole('status', { name: MESSAGE })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plus tard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('« Plus tard » hides it until a further version installs', async () => {
    const container = new FakeContainer(true);
    await renderWith(container);
    act(() => void container.registration.deliver());
    fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('status', { name: MESSAGE })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.queryByRole('status', { name: MESSAGE })).toBeNull();
    act(() => void container.registration.deliver());
    expect(screen.getByRole('status', { name: MESSAGE })).toBeTruthy();
  });

  it('« Actualiser » activates the waiting version and reloads once it controls the page', async () => {
    const container = new FakeContainer(true);
    const { reload } = await renderWith(container);
    let next = container.registration.installing;
    act(() => {
      next = container.registration.deliver();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(next?.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    act(() => container.takeOver());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('registers nothing when disabled (development builds have no worker)', async () => {
    const container = new FakeContainer(true);
    await renderWith(container, false);
    expect(container.register).not.toHaveBeenCalled();
  });
});
