import { SERVICE_LABELS, addTimeSlot, groupByService, type DayOpeningHours, type Weekday } from '@app/domain';
import { Button, Checkbox, IconButton, Switch } from '@app/ui';
import { Copy, Plus, Trash } from '@app/ui/icons';
import { useState } from 'react';
import { WEEKDAY_LABELS } from './weekday-labels';

/** One weekday of the opening hours: closed or its slots by service, with the add-a-slot row. */
export function DayCard({
  weekday,
  day,
  onChange,
  onDuplicate,
}: {
  weekday: Weekday;
  day: DayOpeningHours;
  onChange(day: DayOpeningHours): void;
  onDuplicate(): void;
}) {
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const label = WEEKDAY_LABELS[weekday];
  const groups = groupByService({ items: day.timeSlots });
  const setSlot = (slotTime: string, patch: Partial<DayOpeningHours['timeSlots'][number]>) =>
    onChange({ ...day, timeSlots: day.timeSlots.map((s) => (s.time === slotTime ? { ...s, ...patch } : s)) });
  const add = () => {
    const result = addTimeSlot({ day, time });
    if (!result.ok) return setProblem(result.message);
    setProblem(null);
    setTime('');
    onChange(result.day);
  };
  return (
    <article className="establishment-day" aria-labelledby={`day-${weekday}`}>
      <header className="establishment-day__head">
        <h3 id={`day-${weekday}`}>{label}</h3>
        <Switch isSelected={day.closed} onChange={(closed) => onChange({ ...day, closed })}>
          Fermé<span className="sr-only"> le {label.toLowerCase()}</span>
        </Switch>
        <Button size="sm" icon={Copy} onPress={onDuplicate}>
          Dupliquer<span className="sr-only"> le {label.toLowerCase()}</span>
        </Button>
      </header>
      {day.closed ? (
        <p className="establishment-day__closed">Fermé toute la journée</p>
      ) : (
        <>
          {(['lunch', 'dinner', 'other'] as const).map((service) =>
            groups[service].length === 0 ? null : (
              <div key={service} className="establishment-day__service">
                <h4>{SERVICE_LABELS[service]}</h4>
                <ul className="establishment-slots" aria-label={`${label} – ${SERVICE_LABELS[service]}`}>
                  {groups[service].map((slot) => (
                    <li key={slot.time} className="establishment-slot">
                      <Checkbox
                        isSelected={slot.enabled}
                        onChange={(enabled) => setSlot(slot.time, { enabled })}
                      >
                        {slot.time}
                        <span className="sr-only"> ouvert le {label.toLowerCase()}</span>
                      </Checkbox>
                      <label className="establishment-slot__capacity">
                        <span className="sr-only">
                          Couverts à {slot.time} le {label.toLowerCase()}
                        </span>
                        <input
                          className="ui-input"
                          type="number"
                          min={0}
                          max={999}
                          value={slot.maxCapacity}
                          onChange={(event) =>
                            setSlot(slot.time, {
                              maxCapacity: Math.max(0, Math.floor(Number(event.target.value) || 0)),
                            })
                          }
                        />
                        <span aria-hidden="true">couverts</span>
                      </label>
                      <IconButton
                        label={`Retirer ${slot.time} le ${label.toLowerCase()}`}
                        icon={Trash}
                        size="sm"
                        onPress={() =>
                          onChange({ ...day, timeSlots: day.timeSlots.filter((s) => s.time !== slot.time) })
                        }
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ),
          )}
          <div className="establishment-day__add">
            <label>
              <span className="sr-only">Nouveau créneau le {label.toLowerCase()}</span>
              <input
                className="ui-input"
                type="time"
                step={300}
                value={time}
                onChange={(event) => {
                  setTime(event.target.value);
                  setProblem(null);
                }}
              />
            </label>
            <Button size="sm" icon={Plus} onPress={add}>
              Ajouter<span className="sr-only"> un créneau le {label.toLowerCase()}</span>
            </Button>
          </div>
          {problem ? (
            <p role="alert" className="ui-notice ui-notice--error">
              {problem}
            </p>
          ) : null}
        </>
      )}
    </article>
  );
}
