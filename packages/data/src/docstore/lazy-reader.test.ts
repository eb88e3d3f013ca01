import type { DocReader } from './port';
import { describe, expect, it, vi } from 'vitest';
import { lazyReader } from './lazy-reader';

function fakeReader(): DocReader {
  return {
    get: vi.fn(async (path: string) => ({
      id: path.split('/')[1] ?? '',
      path,
      exists: false,
      data: undefined,
    })),
    getAll: vi.fn(async () => []),
    query: vi.fn(async () => ({ docs: [] })),
    count: vi.fn(async () => 7),
    sum: vi.fn(async () => 0),
    onDoc: vi.fn(() => () => undefined),
    onQuery: vi.fn(() => vi.fn()),
  } as unknown as DocReader;
}

describe('lazyReader', () => {
  it('loads the driver once and delegates reads', async () => {
    const inner = fakeReader();
    const load = vi.fn(async () => inner);
    const reader = lazyReader(load);
    expect(load).not.toHaveBeenCalled();
    expect(await reader.count({ collection: 'reservations' })).toBe(7);
    await reader.get('reservations/a');
    expect(load).toHaveBeenCalledOnce();
  });

  it('does not subscribe when unsubscribed before the driver arrives', async () => {
    const inner = fakeReader();
    const reader = lazyReader(async () => inner);
    const stop = reader.onQuery({ collection: 'reservations' }, () => undefined);
    stop();
    await new Promise((r) => setTimeout(r, 0));
    expect(inner.onQuery).not.toHaveBeenCalled();
    reader.onQuery({ collection: 'reservations' }, () => undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(inner.onQuery).toHaveBeenCalledOnce();
  });
});
