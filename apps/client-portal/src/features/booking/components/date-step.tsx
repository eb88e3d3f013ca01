import { isClosedOnDate, type OpeningHours } from '@app/domain';
import { dateParts, formatLongDate } from '@app/i18n/formats';
import type { Translator } from '@app/i18n';
import { useTranslator } from '@app/i18n/react';
import { useId, useState } from 'react';
import { lastBookableDate, nextDays } from './booking-dates';

/**
 * What a day chip says, in the page's language: its date (« Aujourd'hui » for today), and « Fermé » when the
 * restaurant never opens then.
 */
export function dayChipLabel(
  { t, locale }: Pick<Translator, 't' | 'locale'>,
  { day, today, closed }: { day: string; today: string; closed: boolean },
): string {
  const parts = dateParts(locale, day);
  // A closed day's name follows what the chip shows (label in name): no year between the date and « Fermé ».
  if (closed)
    return day === today
      ? t('booking.todayClosedLabel', { date: `${parts.day} ${parts.month}` })
      : t('booking.dayClosedLabel', { date: `${parts.weekday} ${parts.day} ${parts.month}` });
  return day === today
    ? t('booking.todayLabel', { date: `${parts.day} ${parts.month} ${parts.year}` })
    : formatLongDate(locale, day);
}

/**
 * Step 1: the date, from today to about 90 days ahead. The next 7 days are chips; the days the restaurant
 * never opens say « Fermé » and cannot be chosen. `date` is the day preselected: the last one chosen, or
 * the first day with a table left.
 */
export function DateStep({
  today,
  date,
  openingHours,
  onPick,
}: {
  today: string;
  date: string;
  openingHours: OpeningHours | undefined;
  onPick: (date: string) => void;
}) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const inputId = useId();
  const max = lastBookableDate(today);
  // The field follows the preselected day until the diner types another one.
  const [typed, setTyped] = useState<string>();
  const custom = typed ?? date;
  const customIsValid = custom >= today && custom <= max;
  return (
    <section aria-labelledby={`${inputId}-title`} className="step">
      <h2 id={`${inputId}-title`} tabIndex={-1}>
        {t('booking.dateQuestion')}
      </h2>
      <ul className="day-chips" aria-label={t('booking.nextSevenDays')}>
        {nextDays(today, 7).map((day) => {
          const { weekday, day: dayNumber, month } = dateParts(locale, day);
          const closed = openingHours !== undefined && isClosedOnDate({ openingHours, date: day });
          return (
            <li key={day}>
              <button
                type="button"
                className={`day-chip${day === date ? ' is-selected' : ''}${closed ? ' day-chip--closed' : ''}`}
                aria-pressed={day === date}
                aria-label={dayChipLabel(translator, { day, today, closed })}
                disabled={closed}
                onClick={() => onPick(day)}
              >
                {/* The spaces keep the words apart in what the chip says; the column layout does not show them. */}
                <span className="day-chip__weekday">{day === today ? t('booking.today') : weekday} </span>
                <span className="day-chip__day">{dayNumber} </span>
                <span className="day-chip__month">{month}</span>
                {closed && <span className="day-chip__closed"> {t('booking.closed')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <label className="field" htmlFor={inputId}>
        <span className="field__label">{t('booking.otherDate')}</span>
        <input
          className="ui-input"
          id={inputId}
          type="date"
          min={today}
          max={max}
          value={custom}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <span id={`${inputId}-hint`} className="field__hint">
          {t('booking.windowHint')}
        </span>
      </label>
      <button
        type="button"
        className="ui-button ui-button--primary ui-button--block"
        disabled={!customIsValid}
        onClick={() => onPick(custom)}
      >
        {t('booking.seeSlots')}
      </button>
    </section>
  );
}
