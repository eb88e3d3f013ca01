import { PageLoader } from '@app/ui';
import { ChevronLeft, Refresh } from '@app/ui/icons';
import type { Availability, Slot } from '../api/booking-types';
import { longFrenchDate } from './booking-dates';

const SERVICES: { key: Slot['service']; label: string }[] = [
  { key: 'lunch', label: 'Déjeuner' },
  { key: 'dinner', label: 'Dîner' },
  { key: 'other', label: 'Autres créneaux' },
];

/** Step 2: the day's slots by service; closed or full ones read 'Complet'. */
export function SlotStep({
  date,
  availability,
  isPending,
  isError,
  refusal,
  selected,
  onPick,
  onRetry,
  onBack,
}: {
  date: string;
  availability: Availability | undefined;
  isPending: boolean;
  isError: boolean;
  refusal?: string;
  selected: string;
  onPick: (time: string) => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <section className="step" aria-labelledby="slot-step-title">
      <h2 id="slot-step-title" tabIndex={-1}>
        À quelle heure ?
      </h2>
      <p className="step__context">{longFrenchDate(date)}</p>
      {refusal && (
        <p className="notice notice--error" role="alert">
          {refusal} Choisissez un autre créneau : vos coordonnées sont conservées.
        </p>
      )}
      {isPending && <PageLoader label="Recherche des créneaux disponibles..." />}
      {isError && (
        <div className="notice notice--error" role="alert">
          <p>Impossible de charger les créneaux.</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
            <Refresh className="ui-button__icon" aria-hidden="true" />
            Réessayer
          </button>
        </div>
      )}
      {availability && (availability.closed || availability.slots.length === 0) && (
        <p className="notice" role="status">
          Restaurant fermé ce jour-là
        </p>
      )}
      {availability &&
        !availability.closed &&
        SERVICES.map(({ key, label }) => {
          const slots = availability.slots.filter((slot) => slot.service === key);
          if (slots.length === 0) return null;
          return (
            <fieldset key={key} className="slot-group">
              <legend>{label}</legend>
              <div className="slot-grid">
                {slots.map((slot) => (
                  <button
                    key={slot.time}
                    type="button"
                    className={`slot${slot.time === selected ? ' is-selected' : ''}`}
                    disabled={!slot.available}
                    aria-pressed={slot.time === selected}
                    aria-label={slot.available ? `${slot.time}` : `${slot.time} — Complet`}
                    onClick={() => onPick(slot.time)}
                  >
                    <span>{slot.time}</span>
                    {!slot.available && <span className="slot__full">Complet</span>}
                  </button>
                ))}
              </div>
            </fieldset>
          );
        })}
      <button type="button" className="ui-button ui-button--ghost back-button" onClick={onBack}>
        <ChevronLeft className="ui-button__icon" aria-hidden="true" />
        Changer de date
      </button>
    </section>
  );
}
