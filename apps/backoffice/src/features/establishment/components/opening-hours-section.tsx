import { WEEKDAYS, duplicateDay, type OpeningHours, type Weekday } from '@app/domain';
import { useState } from 'react';
import { DayCard } from './day-card';
import { DuplicateDayDialog } from './duplicate-day-dialog';

/**
 * « Horaires d'ouverture » (administration §2, §5): each weekday with its closed flag and its slots (time,
 * enabled, capacity) grouped Midi / Soir / Autres créneaux; add a slot (enabled, 30 covers), remove one, and
 * « Dupliquer ce jour » onto chosen days.
 */
export function OpeningHoursSection({
  hours,
  onChange,
}: {
  hours: OpeningHours;
  onChange(hours: OpeningHours): void;
}) {
  const [duplicating, setDuplicating] = useState<Weekday | null>(null);
  return (
    <section className="establishment-card" aria-labelledby="establishment-hours-title">
      <h2 id="establishment-hours-title">Horaires d&apos;ouverture</h2>
      <div className="establishment-days">
        {WEEKDAYS.map((weekday) => (
          <DayCard
            key={weekday}
            weekday={weekday}
            day={hours[weekday]}
            onChange={(day) => onChange({ ...hours, [weekday]: day })}
            onDuplicate={() => setDuplicating(weekday)}
          />
        ))}
      </div>
      {duplicating ? (
        <DuplicateDayDialog
          from={duplicating}
          onConfirm={(targets) => {
            onChange(duplicateDay({ hours, from: duplicating, targets }));
            setDuplicating(null);
          }}
          onClose={() => setDuplicating(null)}
        />
      ) : null}
    </section>
  );
}
