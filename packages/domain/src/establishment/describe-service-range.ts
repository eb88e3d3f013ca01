import { SERVICE_LABELS, classifyService } from '../availability/classify-service';
import type { ServiceRange } from './group-slots-into-ranges';

/** The service's name of a range: « Midi », « Soir » or « Autres créneaux », from its first time. */
export function nameServiceRange({ range }: { range: Pick<ServiceRange, 'start'> }): string {
  return SERVICE_LABELS[classifyService({ time: range.start })];
}

/**
 * A range in words, as a manager reads it at a glance.
 * @example describeServiceRange({ range }) // 'Midi 12:00–14:00 toutes les 15 min, 20 couverts par créneau'
 * @example describeServiceRange({ range: single }) // 'Soir 19:00, 30 couverts' (one slot)
 */
export function describeServiceRange({ range }: { range: ServiceRange }): string {
  const covers = `${range.capacity} couvert${range.capacity > 1 ? 's' : ''}`;
  const when =
    range.start === range.end
      ? `${range.start}, ${covers}`
      : `${range.start}–${range.end} toutes les ${range.intervalMinutes} min, ${covers} par créneau`;
  return `${nameServiceRange({ range })} ${when}${range.enabled ? '' : ' (fermé à la réservation)'}`;
}
