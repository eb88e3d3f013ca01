import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, testQueryClient } from '../../../test-utils';
import { UpdateBanner } from './update-banner';

const deployed = { version: 'v1' };
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(deployed)));

function open(onReload = vi.fn()) {
  render(
    <Providers client={testQueryClient()}>
      <UpdateBanner currentVersion="v1" intervalMs={40} onReload={onReload} />
    </Providers>,
  );
  return onReload;
}

const banner = () => screen.queryByText('Une nouvelle version est disponible');

beforeEach(() => {
  deployed.version = 'v1';
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UpdateBanner', () => {
  it('stays hidden while the deployed version is the running one', async () => {
    open();
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(1));
    expect(banner()).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/^\/version\.json\?ts=\d+$/);
    expect(init).toEqual({ cache: 'no-store' });
  });

  it('offers a newer version; « Plus tard » hides it until the next one, « Actualiser » reloads', async () => {
    const onReload = open();
    deployed.version = 'v2';
    await waitFor(() => expect(banner()).not.toBeNull());
    expect(banner()?.closest('[role="status"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(banner()).toBeNull();
    const seen = fetchMock.mock.calls.length;
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(seen + 1));
    expect(banner()).toBeNull();
    deployed.version = 'v3';
    await waitFor(() => expect(banner()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('asks again when the kiosk screen becomes visible', async () => {
    render(
      <Providers client={testQueryClient()}>
        <UpdateBanner currentVersion="v1" intervalMs={60_000} />
      </Providers>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    deployed.version = 'v2';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(banner()).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
