import { PageLoader } from '@app/ui';
import { ChevronLeft, Refresh } from '@app/ui/icons';
import type { Availability } from '../api/booking-types';
import { longFrenchDate } from './booking-dates';
import { NextAvailabilityOffer } from './next-availability';
import { SlotGroups } from './slot-groups';

/** '2 heures', '1 heure'. */
function hoursText(hours: number): string {
  return `${hours} ${hours >= 2 ? 'heures' : 'heure'}`;
}

/**
 * Step 2: the day's slots by service. Full or staff-closed slots read 'Complet', past ones and those inside the
 * booking delay « Passé ». A day with nothing left (closed, full or passed) says so and offers the next
 * availability instead of a wall of disabled buttons.
 */
export function SlotStep({
  date,
  availability,
  isPending,
  isError,
  refusal,
  selected,
  restaurantPhone,
  onPick,
  onPickNext,
  onRetry,
  onBack,
}: {
  date: string;
  availability: Availability | undefined;
  isPending: boolean;
  isError: boolean;
  refusal?: string;
  selected: string;
  restaurantPhone: string;
  onPick: (time: string) => void;
  onPickNext: (date: string, time: string) => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  const nothingLeft = availability !== undefined && !availability.slots.some((slot) => slot.available);
  const someInsideDelay =
    availability !== undefined &&
    availability.cutoffHours > 0 &&
    availability.slots.some((slot) => slot.status === 'passed');
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
      {availability && nothingLeft && (
        <>
          <p className="notice" role="status">
            {availability.closed || availability.slots.length === 0
              ? 'Restaurant fermé ce jour-là'
              : 'Plus aucune table disponible en ligne ce jour-là.'}
          </p>
          <NextAvailabilityOffer
            next={availability.nextAvailability}
            restaurantPhone={restaurantPhone}
            onPick={onPickNext}
          />
        </>
      )}
      {availability && !nothingLeft && (
        <>
          {someInsideDelay && (
            <p className="field__hint">
              Réservation en ligne au moins {hoursText(availability.cutoffHours)} à l'avance.
            </p>
          )}
          <SlotGroups slots={availability.slots} selected={selected} onPick={onPick} />
        </>
      )}
      <button type="button" className="ui-button ui-button--ghost back-button" onClick={onBack}>
        <ChevronLeft className="ui-button__icon" aria-hidden="true" />
        Changer de date
      </button>
    </section>
  );
}
