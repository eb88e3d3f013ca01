import { addDays, addMonths, format, isSameMonth, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';
import { ChevronLeft, ChevronRight } from '@app/ui/icons';
import { useEffect, useState } from 'react';
import { toIsoDate } from '../../../lib/dates';

export interface MonthCalendarProps {
  value: string;
  today: string;
  onSelect(date: string): void;
  onClose(): void;
  /** Covers booked per day ('YYYY-MM-DD' → covers) of the days on screen, once read. */
  covers?: Readonly<Record<string, number>>;
  /** The grid's days whenever the month on screen changes (to read their covers). */
  onDaysShown?(dates: string[]): void;
}

// French calendars start on Monday (the spec's Sunday-first grid read as a US calendar to French staff).
const WEEK_DAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];

/** The 42 days (6 weeks, Monday first) shown for the month of `monthStart`. */
export function calendarDays(monthStart: Date): Date[] {
  const first = startOfWeek(startOfMonth(monthStart), { weekStartsOn: 1 });
  return Array.from({ length: 42 }, (_, i) => addDays(first, i));
}

const coversLabel = (covers: number) => (covers === 1 ? '1 couvert' : `${covers} couverts`);

/**
 * Month calendar of the reservations header: 6-week grid, Monday first, each day with the covers booked,
 * buttons Today and Close.
 */
export function MonthCalendar({ value, today, onSelect, onClose, covers, onDaysShown }: MonthCalendarProps) {
  const [month, setMonth] = useState(() => startOfMonth(parseISO(value)));
  const days = calendarDays(month);
  const monthKey = toIsoDate(month);
  useEffect(() => {
    onDaysShown?.(calendarDays(parseISO(monthKey)).map(toIsoDate));
    // Only a new month on screen asks for its covers again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [monthKey]);
  return (
    <div className="calendar" role="dialog" aria-label="Choisir une date">
      <div className="calendar__nav">
        <button
          type="button"
          className="icon-button"
          aria-label="Mois précédent"
          onClick={() => setMonth((m) => addMonths(m, -1))}
        >
          <ChevronLeft className="icon-button__icon" aria-hidden="true" />
        </button>
        <p className="calendar__month" aria-live="polite">
          {format(month, 'MMMM yyyy', { locale: fr })}
        </p>
        <button
          type="button"
          className="icon-button"
          aria-label="Mois suivant"
          onClick={() => setMonth((m) => addMonths(m, 1))}
        >
          <ChevronRight className="icon-button__icon" aria-hidden="true" />
        </button>
      </div>
      <div className="calendar__grid">
        {WEEK_DAYS.map((d) => (
          <span key={d} className="calendar__weekday" aria-hidden="true">
            {d}
          </span>
        ))}
        {days.map((day) => {
          const iso = toIsoDate(day);
          const classes = ['calendar__day'];
          if (!isSameMonth(day, month)) classes.push('calendar__day--outside');
          if (iso === today) classes.push('calendar__day--today');
          if (iso === value) classes.push('calendar__day--selected');
          const booked = covers?.[iso];
          const label = format(day, 'EEEE d MMMM yyyy', { locale: fr });
          return (
            <button
              key={iso}
              type="button"
              className={classes.join(' ')}
              aria-pressed={iso === value}
              aria-label={booked ? `${label}, ${coversLabel(booked)}` : label}
              onClick={() => onSelect(iso)}
            >
              {format(day, 'd')}
              {booked ? (
                <span className="calendar__covers" aria-hidden="true">
                  {booked}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="calendar__actions">
        <button type="button" className="button button--small" onClick={() => onSelect(today)}>
          Aujourd'hui
        </button>
        <button type="button" className="button button--small" onClick={onClose}>
          Fermer
        </button>
      </div>
    </div>
  );
}
