import type { FloorPlanElement } from '@app/domain';
import { now } from '@app/ui';

/** '4 places', '1 place'. */
export function seatsLabel(capacity: number): string {
  return `${capacity} place${capacity > 1 ? 's' : ''}`;
}

/**
 * The name of each element of the room, as screen readers and the table picker say it: 'Table 3, 4 places',
 * 'Mur 2', 'Meuble Bar' (or 'Meuble 1' while it has no name). Walls and furniture are counted by kind.
 */
export function elementLabels(elements: readonly FloorPlanElement[]): Map<string, string> {
  const counts = { wall: 0, furniture: 0 };
  const labels = new Map<string, string>();
  for (const element of elements) {
    if (element.type === 'table') {
      labels.set(element.id, `Table ${element.number}, ${seatsLabel(element.capacity)}`);
      continue;
    }
    const n = ++counts[element.type];
    if (element.type === 'wall') labels.set(element.id, `Mur ${n}`);
    else labels.set(element.id, element.name.trim() ? `Meuble ${element.name.trim()}` : `Meuble ${n}`);
  }
  return labels;
}

/** A fresh element or room id (the document keeps them as given). */
export function newPlanId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${now().getTime().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** '6 personnes', '1 personne'. */
export function peopleLabel(count: number): string {
  return `${count} personne${count > 1 ? 's' : ''}`;
}

/** A joinable group as staff read it: 'Tables 4 + 5 : 6 personnes' (tables by number, from every room). */
export function tableGroupLabel(
  group: { tableIds: readonly string[]; capacity: number },
  numbers: ReadonlyMap<string, string>,
): string {
  return `Tables ${group.tableIds.map((id) => numbers.get(id) ?? '?').join(' + ')} : ${peopleLabel(group.capacity)}`;
}
