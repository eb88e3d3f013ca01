import type { TimelineService } from '@app/domain';
import { RadioGroup } from '@app/ui';
import { ChevronLeft, ChevronRight, List } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { longFrenchDate, shiftIsoDate } from '../../../lib/dates';
import { paths } from '../../../routes/paths';

export interface TimelineToolbarProps {
  date: string;
  today: string;
  service: TimelineService;
  onDateChange(date: string): void;
  onServiceChange(service: TimelineService): void;
}

const SERVICES: { value: TimelineService; label: string }[] = [
  { value: 'lunch', label: 'Midi' },
  { value: 'dinner', label: 'Soir' },
  { value: 'all', label: 'Journée' },
];

/** The timeline's header: « Planning », the day (previous, next), the service shown, back to the list. */
export function TimelineToolbar({
  date,
  today,
  service,
  onDateChange,
  onServiceChange,
}: TimelineToolbarProps) {
  return (
    <header className="tl-toolbar">
      <h1 className="tl-toolbar__title">Planning</h1>
      <div className="tl-toolbar__day">
        <button
          type="button"
          className="icon-button"
          aria-label="Jour précédent"
          onClick={() => onDateChange(shiftIsoDate(date, -1))}
        >
          <ChevronLeft className="icon-button__icon" aria-hidden="true" />
        </button>
        <span className="tl-toolbar__date" aria-live="polite">
          {date === today ? <span className="badge day-header__today">Aujourd'hui</span> : null}{' '}
          {longFrenchDate(date)}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Jour suivant"
          onClick={() => onDateChange(shiftIsoDate(date, 1))}
        >
          <ChevronRight className="icon-button__icon" aria-hidden="true" />
        </button>
      </div>
      <RadioGroup
        className="tl-toolbar__service"
        label="Service"
        orientation="horizontal"
        value={service}
        options={SERVICES}
        onChange={(value) => onServiceChange(value as TimelineService)}
      />
      <Link className="button tl-toolbar__list" to={`${paths.reservations}?date=${date}`}>
        <List className="bo-icon" aria-hidden="true" /> Liste du jour
      </Link>
    </header>
  );
}
