import type { DateException } from '../availability/opening-hours-schema';
import { formatLongDate } from '../format/format-date';
import { describeServiceRange } from './describe-service-range';
import { groupSlotsIntoRanges } from './group-slots-into-ranges';

/**
 * An exception in words for the establishment page's list: its dates (fr-FR, long), then what happens.
 * @example describeDateException({ exception: closure }) // { title: 'Fermé du jeudi 24 décembre 2026 au samedi 26 décembre 2026', detail: 'Noël' }
 * @example describeDateException({ exception: special }) // { title: 'Horaires spéciaux le jeudi 31 décembre 2026', detail: 'Soir 19:00–23:00 toutes les 30 min, 40 couverts par créneau · Réveillon' }
 */
export function describeDateException({ exception }: { exception: DateException }): {
  title: string;
  detail: string;
} {
  if (exception.kind === 'closed') {
    const title =
      exception.from === exception.to
        ? `Fermé le ${formatLongDate({ date: exception.from })}`
        : `Fermé du ${formatLongDate({ date: exception.from })} au ${formatLongDate({ date: exception.to })}`;
    return { title, detail: exception.reason };
  }
  const services = groupSlotsIntoRanges({ slots: exception.timeSlots }).map((range) =>
    describeServiceRange({ range }),
  );
  return {
    title: `Horaires spéciaux le ${formatLongDate({ date: exception.date })}`,
    detail: [...services, ...(exception.reason ? [exception.reason] : [])].join(' · '),
  };
}
