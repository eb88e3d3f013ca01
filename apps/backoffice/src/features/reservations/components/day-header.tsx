import { ChartGantt, ChevronLeft, ChevronRight, Map as MapIcon, Menu } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useState } from 'react';
import { shiftIsoDate, splitFrenchDate } from '../../../lib/dates';
import { useMonthCovers } from '../hooks/use-month-covers';
import { MonthCalendar } from './month-calendar';

export interface DayHeaderProps {
  restaurantId: string | null;
  date: string;
  today: string;
  onDateChange(date: string): void;
  onOpenMenu(): void;
  onOpenFloorPlan(): void;
}

/**
 * Header of the day screen: menu, previous/next day, the date opening the month calendar, the day's « Planning »
 * (the service timeline) and the floor plan.
 */
export function DayHeader({
  restaurantId,
  date,
  today,
  onDateChange,
  onOpenMenu,
  onOpenFloorPlan,
}: DayHeaderProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [shownDays, setShownDays] = useState<string[]>([]);
  const covers = useMonthCovers({ restaurantId, dates: calendarOpen ? shownDays : [] });
  const dateParts = splitFrenchDate(date);
  const [weekday = '', dayNumber = ''] = dateParts.day.split(' ');
  return (
    <header className="day-header">
      <button
        type="button"
        className="icon-button menu-button"
        aria-label="Ouvrir le menu"
        onClick={onOpenMenu}
      >
        <Menu className="icon-button__icon" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Jour précédent"
        onClick={() => onDateChange(shiftIsoDate(date, -1))}
      >
        <ChevronLeft className="icon-button__icon" aria-hidden="true" />
      </button>
      <div className="day-header__date">
        <button
          type="button"
          className={`day-header__label${date === today ? ' day-header__label--today' : ''}`}
          aria-expanded={calendarOpen}
          // What the button shows ('Aujourd'hui', 'lundi 23', and on laptops 'novembre 2026') is the start of
          // what it says, in the same order (WCAG 2.5.3 label in name).
          aria-label={`${date === today ? "Aujourd'hui, " : ''}${dateParts.day} ${dateParts.rest}, choisir une autre date`}
          onClick={() => setCalendarOpen((v) => !v)}
        >
          <span className="day-header__text">
            {date === today ? (
              <>
                <span className="badge day-header__today">Aujourd'hui</span>{' '}
              </>
            ) : null}
            {/* Beside « Aujourd'hui » on a phone, the date steps aside (« Aujourd'hui » says it); what shows
                stays the start of the button's name. */}
            <span className="day-header__day">
              {weekday} {dayNumber}
            </span>{' '}
            <span className="day-header__rest">{dateParts.rest}</span>
          </span>
        </button>
        {calendarOpen ? (
          <MonthCalendar
            value={date}
            today={today}
            covers={covers.data}
            onDaysShown={setShownDays}
            onSelect={(next) => {
              onDateChange(next);
              setCalendarOpen(false);
            }}
            onClose={() => setCalendarOpen(false)}
          />
        ) : null}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label="Jour suivant"
        onClick={() => onDateChange(shiftIsoDate(date, 1))}
      >
        <ChevronRight className="icon-button__icon" aria-hidden="true" />
      </button>
      <Link
        className="icon-button"
        aria-label="Planning du jour"
        title="Planning"
        to={`${paths.planning}?date=${date}`}
      >
        <ChartGantt className="icon-button__icon" aria-hidden="true" />
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label="Plan de salle du jour"
        onClick={onOpenFloorPlan}
      >
        <MapIcon className="icon-button__icon" aria-hidden="true" />
      </button>
    </header>
  );
}
