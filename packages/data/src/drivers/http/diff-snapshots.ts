import type { DocChange, DocData, DocSnapshot } from '../../docstore/port';

/**
 * The changes between two results of the same query. The server sends whole results, so after a reconnect the
 * client still reports only what really changed while it was away, never a second round of `added`.
 */
export function diffSnapshots<T extends DocData>(
  previous: readonly DocSnapshot<T>[],
  next: readonly DocSnapshot<T>[],
): DocChange<T>[] {
  const before = new Map(previous.map((doc) => [doc.path, doc]));
  const after = new Set(next.map((doc) => doc.path));
  const changes: DocChange<T>[] = [];
  for (const doc of previous) {
    if (!after.has(doc.path)) changes.push({ type: 'removed', doc });
  }
  for (const doc of next) {
    const old = before.get(doc.path);
    if (!old) changes.push({ type: 'added', doc });
    else if (!sameData(old.data, doc.data)) changes.push({ type: 'modified', doc });
  }
  return changes;
}

/** Structural equality of document data (JSON values and Dates). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameData(item, b[index]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const aKeys = Object.keys(a);
    if (aKeys.length !== Object.keys(b).length) return false;
    return aKeys.every((key) => Object.hasOwn(b, key) && sameData((a as DocData)[key], (b as DocData)[key]));
  }
  return false;
}
