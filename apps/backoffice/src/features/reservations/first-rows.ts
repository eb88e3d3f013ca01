import type { TimeGroup } from './day-model';

/**
 * The first `count` rows of the time groups, in order; a group cut short keeps its header and its covers
 * (the covers always count the whole group).
 */
export function firstRows(groups: readonly TimeGroup[], count: number): TimeGroup[] {
  const out: TimeGroup[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    if (group.items.length <= left) {
      out.push(group);
      left -= group.items.length;
    } else {
      out.push({ ...group, items: group.items.slice(0, left) });
      left = 0;
    }
  }
  return out;
}
