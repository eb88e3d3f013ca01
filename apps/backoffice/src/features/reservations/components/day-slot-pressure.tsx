import { PageLoader } from '@app/ui';
import { RetryNotice } from '../../../components/retry-notice';
import '../slot-pressure.css';
import { SlotWhyFull } from '../../../components/slot-why-full';
import { isSlotUnderPressure, useSlotExplanations } from '../../../hooks/use-slot-explanations';

export const SLOT_PRESSURE_TEXTS = {
  title: 'Créneaux complets ou presque',
  empty: 'Aucun créneau complet ou presque ce jour-là',
  loadError: 'Impossible de lire les créneaux du jour',
} as const;

export interface DaySlotPressureProps {
  restaurantId: string | null;
  date: string;
  /** Changes whenever the day's reservations change, so the explanations are read again. */
  dayVersion: string;
}

/**
 * The day screen's full and nearly-full slots, each with its « Pourquoi complet ? »: what fills it and what would
 * open it, as the online booking itself decides.
 */
export function DaySlotPressure({ restaurantId, date, dayVersion }: DaySlotPressureProps) {
  const explained = useSlotExplanations(restaurantId, date, dayVersion);
  if (!restaurantId) return null;
  const data = explained.data;
  const pressed = data
    ? data.slots.filter((slot) => isSlotUnderPressure({ slot, maxOnline: data.maxOnlineReservation }))
    : [];
  return (
    <section className="slot-pressure" aria-labelledby="slot-pressure-title">
      <h2 id="slot-pressure-title" className="slot-pressure__title">
        {SLOT_PRESSURE_TEXTS.title}
      </h2>
      {explained.isPending ? (
        <PageLoader />
      ) : explained.isError ? (
        <RetryNotice message={SLOT_PRESSURE_TEXTS.loadError} onRetry={() => void explained.refetch()} />
      ) : pressed.length === 0 ? (
        <p className="empty-state">{SLOT_PRESSURE_TEXTS.empty}</p>
      ) : (
        <ul className="slot-pressure__list">
          {pressed.map((slot) => (
            <li key={slot.explanation.time} className="slot-pressure__item">
              <span className="slot-pressure__time">{slot.explanation.time}</span>
              <span className="slot-pressure__headline">{slot.text.headline}</span>
              <SlotWhyFull slot={slot} withHeadline={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
