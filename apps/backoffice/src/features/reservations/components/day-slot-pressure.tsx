import { PageLoader } from '@app/ui';
import { useState } from 'react';
import { RetryNotice } from '../../../components/retry-notice';
import '../slot-pressure.css';
import { SlotWhyFull } from '../../../components/slot-why-full';
import { DEFAULT_EXPLAINED_PARTY, ExplainPartySize } from '../../../components/explain-party-size';
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
  /** False while the day's reservations are still being read: they come first. */
  ready?: boolean;
}

/**
 * The day screen's full and nearly-full slots, each with its « Pourquoi complet ? »: what fills it and what would
 * open it, as the online booking itself decides.
 */
export function DaySlotPressure({ restaurantId, date, dayVersion, ready = true }: DaySlotPressureProps) {
  // « Par tables » the explanation depends on the party: staff choose the one a caller asks about.
  const [partySize, setPartySize] = useState(DEFAULT_EXPLAINED_PARTY);
  const explained = useSlotExplanations(restaurantId, date, dayVersion, { partySize, ready });
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
      {data?.mode === 'tables' ? (
        <ExplainPartySize maxOnline={data.maxOnlineReservation} value={partySize} onChange={setPartySize} />
      ) : null}
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
