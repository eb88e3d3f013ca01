import { useId, useState } from 'react';
import { chipParts, lastBookableDate, longFrenchDate, nextDays } from './booking-dates';

/** Step 1: the date, from today to about 90 days ahead. */
export function DateStep({
  today,
  date,
  onPick,
}: {
  today: string;
  date: string;
  onPick: (date: string) => void;
}) {
  const inputId = useId();
  const max = lastBookableDate(today);
  const [custom, setCustom] = useState(date);
  const customIsValid = custom >= today && custom <= max;
  return (
    <section aria-labelledby={`${inputId}-title`} className="step">
      <h2 id={`${inputId}-title`} tabIndex={-1}>
        Quel jour ?
      </h2>
      <ul className="day-chips" aria-label="Les 7 prochains jours">
        {nextDays(today, 7).map((day) => {
          const { weekday, day: dayNumber, month, year } = chipParts(day);
          return (
            <li key={day}>
              <button
                type="button"
                className={`day-chip${day === date ? ' is-selected' : ''}`}
                aria-pressed={day === date}
                aria-label={
                  day === today ? `Aujourd'hui, ${dayNumber} ${month} ${year}` : longFrenchDate(day)
                }
                onClick={() => onPick(day)}
              >
                {/* The spaces keep the words apart in what the chip says; the column layout does not show them. */}
                <span className="day-chip__weekday">{day === today ? "Aujourd'hui" : weekday} </span>
                <span className="day-chip__day">{dayNumber} </span>
                <span className="day-chip__month">{month}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <label className="field" htmlFor={inputId}>
        <span className="field__label">Autre date</span>
        <input
          className="ui-input"
          id={inputId}
          type="date"
          min={today}
          max={max}
          value={custom}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => setCustom(e.target.value)}
        />
        <span id={`${inputId}-hint`} className="field__hint">
          Réservation possible jusqu'à 90 jours à l'avance.
        </span>
      </label>
      <button
        type="button"
        className="ui-button ui-button--primary ui-button--block"
        disabled={!customIsValid}
        onClick={() => onPick(custom)}
      >
        Voir les créneaux
      </button>
    </section>
  );
}
