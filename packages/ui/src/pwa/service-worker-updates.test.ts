import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeContainer } from './service-worker.fixture';
import { SKIP_WAITING_MESSAGE, UPDATE_CHECK_MS, watchServiceWorkerUpdates } from './service-worker-updates';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function watch(container: FakeContainer) {
  const onUpdateReady = vi.fn();
  const reload = vi.fn();
  const watcher = watchServiceWorkerUpdates({
    scriptUrl: '/sw.js',
    container: container.asContainer(),
    onUpdateReady,
    reload,
  });
  return { watcher, onUpdateReady, reload };
}

describe('watchServiceWorkerUpdates', () => {
  it('registers /sw.js for the whole app', async () => {
    const container = new FakeContainer(false);
    watch(container);
    await vi.advanceTimersByTimeAsync(0);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('asks the server for a new version every 30 s', async () => {
    const container = new FakeContainer(true);
    const { watcher } = watch(container);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - 1);
    expect(container.registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS * 3);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('announces a new version that installed while an older one controls the page', async () => {
    const container = new FakeContainer(true);
    const { onUpdateReady } = watch(container);
    await vi.advanceTimersByTimeAsync(0);
    expect(onUpdateReady).not.toHaveBeenCalled();
    container.registration.deliver();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    container.registration.deliver();
    expect(onUpdateReady).toHaveBeenCalledTimes(2);
  });

  it('announces a version already waiting when the page opens', async () => {
    const container = new FakeContainer(true);
    container.registration.deliver();
    const { onUpdateReady } = watch(container);
    await vi.advanceTimersByTimeAsync(0);
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
  });

  it('says nothing on the first installation (no older version controls the page)', async () => {
    const container = new FakeContainer(false);
    const { onUpdateReady } = watch(container);
    await vi.advanceTimersByTimeAsync(0);
    container.registration.deliver();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('« Actualiser » lets the waiting version take over, then reloads on it', async () => {
    const container = new FakeContainer(true);
    const { watcher, reload } = watch(container);
    await vi.advanceTimersByTimeAsync(0);
    const next = container.registration.deliver();
    watcher.applyUpdate();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('« Actualiser » pressed as a newer version replaces the waiting one: the newest takes over', async () => {
    const container = new FakeContainer(true);
    const { watcher, reload } = watch(container);
    await vi.advanceTimersByTimeAsync(0);
    const first = container.registration.deliver();
    watcher.applyUpdate();
    expect(first.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    // The browser installs a further version, which replaces the one asked (now redundant).
    const second = container.registration.deliver();
    first.moveTo('redundant');
    expect(second.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the controller changes without « Actualiser » (another tab chose it)', async () => {
    const container = new FakeContainer(true);
    const { reload } = watch(container);
    await vi.advanceTimersByTimeAsync(0);
    container.registration.deliver();
    container.takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it('survives a refused registration and failing checks (offline)', async () => {
    const container = new FakeContainer(true);
    container.register.mockImplementationOnce(() => Promise.reject(new Error('blocked')));
    const refused = watch(container);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(container.registration.update).not.toHaveBeenCalled();
    await expect(refused.watcher.checkNow()).resolves.toBeUndefined();

    const online = watch(container);
    await vi.advanceTimersByTimeAsync(0);
    container.registration.update.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    await expect(online.watcher.checkNow()).resolves.toBeUndefined();
  });
});
