import {
  DEFAULT_SLOT_CAPACITY,
  describeServiceRange,
  expandRangesIntoSlots,
  groupSlotsIntoRanges,
  nameServiceRange,
  type DayOpeningHours,
  type ServiceRange,
  type Weekday,
} from '@app/domain';
import { Button, IconButton, Switch } from '@app/ui';
import { Copy, Pencil, Plus, Trash } from '@app/ui/icons';
import { useState } from 'react';
import { ServiceRangeForm } from './service-range-form';
import { WEEKDAY_LABELS } from './weekday-labels';

/** What a new service proposes: lunch when the day has none yet, else the evening. */
function newRange(ranges: readonly ServiceRange[]): ServiceRange {
  const lunch = ranges.length === 0;
  return {
    start: lunch ? '12:00' : '19:00',
    end: lunch ? '14:00' : '22:00',
    intervalMinutes: 15,
    capacity: DEFAULT_SLOT_CAPACITY,
    enabled: true,
  };
}

/**
 * One weekday of the week: closed, or its services as one line each (« Midi 12:00–14:00 toutes les 15 min, 20
 * couverts par créneau »), each edited or removed in place; « Ajouter un service » and « Copier vers… ». The
 * ranges are read from the day's slots and written back as slots (the data the booking rules read).
 */
export function WeekdayServices({
  weekday,
  day,
  onChange,
  onCopy,
}: {
  weekday: Weekday;
  day: DayOpeningHours;
  onChange(day: DayOpeningHours): void;
  onCopy(): void;
}) {
  // The index being edited, 'new' while adding, null when reading.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const label = WEEKDAY_LABELS[weekday];
  const context = `le ${label.toLowerCase()}`;
  const ranges = groupSlotsIntoRanges({ slots: day.timeSlots });
  const apply = (next: ServiceRange[]): string | null => {
    const expanded = expandRangesIntoSlots({ ranges: next });
    if (!expanded.ok) return expanded.message;
    onChange({ ...day, timeSlots: expanded.timeSlots });
    setEditing(null);
    return null;
  };
  return (
    <li className="hours-day" aria-labelledby={`hours-day-${weekday}`}>
      <div className="hours-day__head">
        <h3 id={`hours-day-${weekday}`}>{label}</h3>
        <Switch isSelected={day.closed} onChange={(closed) => onChange({ ...day, closed })}>
          Fermé <span className="sr-only">{context}</span>
        </Switch>
      </div>
      <div className="hours-day__services">
        {day.closed ? (
          <p className="hours-day__closed">Fermé toute la journée</p>
        ) : ranges.length === 0 && editing === null ? (
          <p className="hours-day__closed">Aucun service : aucune réservation ce jour-là</p>
        ) : (
          <ul className="hours-ranges" aria-label={`Services ${context}`}>
            {ranges.map((range, index) =>
              editing === index ? (
                <li key={range.start}>
                  <ServiceRangeForm
                    initial={range}
                    title={`Modifier ${nameServiceRange({ range })} ${context}`}
                    context={context}
                    onSubmit={(edited) => apply(ranges.map((r, i) => (i === index ? edited : r)))}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={range.start} className="hours-range">
                  <span className="hours-range__text">{describeServiceRange({ range })}</span>
                  <IconButton
                    size="sm"
                    icon={Pencil}
                    label={`Modifier ${nameServiceRange({ range })} ${range.start} ${context}`}
                    isDisabled={editing !== null}
                    onPress={() => setEditing(index)}
                  />
                  <IconButton
                    size="sm"
                    icon={Trash}
                    label={`Retirer ${nameServiceRange({ range })} ${range.start} ${context}`}
                    isDisabled={editing !== null}
                    onPress={() => apply(ranges.filter((_, i) => i !== index))}
                  />
                </li>
              ),
            )}
            {editing === 'new' ? (
              <li>
                <ServiceRangeForm
                  initial={newRange(ranges)}
                  title={`Nouveau service ${context}`}
                  context={context}
                  onSubmit={(added) => apply([...ranges, added])}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : null}
          </ul>
        )}
      </div>
      <div className="hours-day__actions">
        {day.closed ? null : (
          <IconButton
            size="sm"
            variant="secondary"
            icon={Plus}
            label={`Ajouter un service ${context}`}
            isDisabled={editing !== null}
            onPress={() => setEditing('new')}
          />
        )}
        <Button size="sm" icon={Copy} onPress={onCopy}>
          Copier vers… <span className="sr-only">(depuis {context})</span>
        </Button>
      </div>
    </li>
  );
}
