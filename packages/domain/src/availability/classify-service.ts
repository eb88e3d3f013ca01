import { timeToMinutes } from './paris-time';

/** Services of a day: lunch 11:00–14:59, dinner from 18:00, anything else 'other'. */
export type Service = 'lunch' | 'dinner' | 'other';

/** Headings of the slot groups; 'Autres créneaux' is the spec's name for the others. */
export const SERVICE_LABELS: Record<Service, string> = {
  lunch: 'Midi',
  dinner: 'Soir',
  other: 'Autres créneaux',
};

/** Titles of the staff slot manager per service. */
export const SERVICE_MODAL_TITLES: Record<Exclude<Service, 'other'>, string> = {
  lunch: 'Service Midi',
  dinner: 'Service Soir',
};

/**
 * Service of a time: lunch counts hours 11 to under 15, dinner hour 18 and later (staff-operations §5).
 * @example classifyService({ time: '14:59' }) // 'lunch'
 */
export function classifyService({ time }: { time: string }): Service {
  const minutes = timeToMinutes({ time });
  if (minutes >= 11 * 60 && minutes < 15 * 60) return 'lunch';
  if (minutes >= 18 * 60) return 'dinner';
  return 'other';
}

/** Groups items with a time by service, keeping their order; empty groups are present as empty lists. */
export function groupByService<T extends { time: string }>({
  items,
}: {
  items: readonly T[];
}): Record<Service, T[]> {
  const groups: Record<Service, T[]> = { lunch: [], dinner: [], other: [] };
  for (const item of items) groups[classifyService({ time: item.time })].push(item);
  return groups;
}
