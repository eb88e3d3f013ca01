import { describe, expect, it } from 'vitest';
import type { DocSnapshot } from '../../docstore/port';
import { diffSnapshots, sameData } from './diff-snapshots';

const doc = (id: string, data: Record<string, unknown>): DocSnapshot => ({
  id,
  path: `c/${id}`,
  exists: true,
  data,
});

describe('diffSnapshots', () => {
  it('reports added, modified and removed documents, and nothing for unchanged ones', () => {
    const before = [doc('a', { n: 1 }), doc('b', { n: 1 }), doc('c', { n: 1 })];
    const after = [doc('a', { n: 1 }), doc('b', { n: 2 }), doc('d', { n: 1 })];
    const changes = diffSnapshots(before, after).map((c) => `${c.type}:${c.doc.id}`);
    expect(changes).toEqual(['removed:c', 'modified:b', 'added:d']);
  });

  it('reports every document as added on the first result', () => {
    expect(diffSnapshots([], [doc('a', {})]).map((c) => c.type)).toEqual(['added']);
  });
});

describe('sameData', () => {
  it('compares nested values and dates by content', () => {
    expect(sameData({ a: [1, { d: new Date(5) }] }, { a: [1, { d: new Date(5) }] })).toBe(true);
    expect(sameData({ a: [1, { d: new Date(5) }] }, { a: [1, { d: new Date(6) }] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});
