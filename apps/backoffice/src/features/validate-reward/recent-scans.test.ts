import { describe, expect, it } from 'vitest';
import {
  RECENT_SCANS_STORAGE_KEY,
  addRecentScan,
  readRecentScans,
  updateRecentScan,
  writeRecentScans,
} from './recent-scans';
import type { RecentScan } from './recent-scans';

const scan = (n: number): RecentScan => ({
  id: `s${n}`,
  code: `REWARD:31234567${n}`,
  at: `2026-11-22T10:0${n}:00.000Z`,
  outcome: 'Bon valide',
  tone: 'info',
});

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial ? [[RECENT_SCANS_STORAGE_KEY, initial]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('recent scans', () => {
  it('keeps the 5 newest, newest first', () => {
    let list: RecentScan[] = [];
    for (let n = 1; n <= 7; n += 1) list = addRecentScan(list, scan(n));
    expect(list.map((item) => item.id)).toEqual(['s7', 's6', 's5', 's4', 's3']);
  });

  it('gives a line a new outcome', () => {
    const list = updateRecentScan([scan(1), scan(2)], 's1', { outcome: 'Bon appliqué', tone: 'success' });
    expect(list[0]).toEqual({ ...scan(1), outcome: 'Bon appliqué', tone: 'success' });
    expect(list[1]).toEqual(scan(2));
  });

  it('reads back what it stored, and nothing from a broken or foreign value', () => {
    const storage = memoryStorage();
    writeRecentScans(storage, [scan(2), scan(1)]);
    expect(readRecentScans(storage)).toEqual([scan(2), scan(1)]);
    expect(readRecentScans(memoryStorage('{not json'))).toEqual([]);
    expect(readRecentScans(memoryStorage('{"a":1}'))).toEqual([]);
    expect(readRecentScans(memoryStorage(JSON.stringify([scan(1), { id: 1 }])))).toEqual([scan(1)]);
    expect(readRecentScans(undefined)).toEqual([]);
  });
});
