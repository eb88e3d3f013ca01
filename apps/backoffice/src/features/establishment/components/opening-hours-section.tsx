import { WEEKDAYS, duplicateDay, type OpeningHours, type Weekday } from '@app/domain';
import { useState } from 'react';
import { DateExceptionsPanel } from './date-exceptions-panel';
import { DuplicateDayDialog } from './duplicate-day-dialog';
import { WeekdayServices } from './weekday-services';

/**
 * « Horaires d'ouverture » (administration §2, §5), read at a glance: one line per weekday with its services as
 * ranges (« Midi 12:00–14:00 toutes les 15 min, 20 couverts par créneau »), each edited in place, « Copier vers… »
 * other days, then the dated closures and special hours. The week is still stored as slots.
 */
export function OpeningHoursSection({
  hours,
  onChange,
}: {
  hours: OpeningHours;
  onChange(hours: OpeningHours): void;
}) {
  const [copying, setCopying] = useState<Weekday | null>(null);
  return (
    <section className="establishment-card" aria-labelledby="establishment-hours-title">
      <h2 id="establishment-hours-title">Horaires d&apos;ouverture</h2>
      <ul className="hours-week" aria-label="Semaine type">
        {WEEKDAYS.map((weekday) => (
          <WeekdayServices
            key={weekday}
            weekday={weekday}
            day={hours[weekday]}
            onChange={(day) => onChange({ ...hours, [weekday]: day })}
            onCopy={() => setCopying(weekday)}
          />
        ))}
      </ul>
      <DateExceptionsPanel
        exceptions={hours.exceptions}
        onChange={(exceptions) => onChange({ ...hours, exceptions })}
      />
      {copying ? (
        <DuplicateDayDialog
          from={copying}
          onConfirm={(targets) => {
            onChange(duplicateDay({ hours, from: copying, targets }));
            setCopying(null);
          }}
          onClose={() => setCopying(null)}
        />
      ) : null}
    </section>
  );
}
