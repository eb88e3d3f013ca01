import { RANGE_INTERVAL_OPTIONS, type ServiceRange } from '@app/domain';
import { Checkbox } from '@app/ui';
import { useId } from 'react';

/**
 * The fields of one service: start, end, interval, covers per slot and whether it is open to booking. Native
 * time and number inputs: the keyboard and the phone's own pickers work as users expect.
 */
export function ServiceRangeFields({
  value,
  onChange,
  context,
}: {
  value: ServiceRange;
  onChange(value: ServiceRange): void;
  /** Said after each label to screen readers (« le lundi »), so fields of two days never share a name. */
  context: string;
}) {
  const id = useId();
  const set = (patch: Partial<ServiceRange>) => onChange({ ...value, ...patch });
  const intervals: readonly number[] = RANGE_INTERVAL_OPTIONS.includes(
    value.intervalMinutes as (typeof RANGE_INTERVAL_OPTIONS)[number],
  )
    ? RANGE_INTERVAL_OPTIONS
    : [...RANGE_INTERVAL_OPTIONS, value.intervalMinutes].sort((a, b) => a - b);
  const label = (text: string, field: string) => (
    <label htmlFor={`${id}-${field}`}>
      {text} <span className="sr-only">{context}</span>
    </label>
  );
  return (
    <div className="hours-range-fields">
      <div className="hours-range-fields__field">
        {label('Début', 'start')}
        <input
          id={`${id}-start`}
          className="ui-input"
          type="time"
          step={300}
          required
          value={value.start}
          onChange={(event) => set({ start: event.target.value })}
        />
      </div>
      <div className="hours-range-fields__field">
        {label('Fin', 'end')}
        <input
          id={`${id}-end`}
          className="ui-input"
          type="time"
          step={300}
          required
          value={value.end}
          onChange={(event) => set({ end: event.target.value })}
        />
      </div>
      <div className="hours-range-fields__field">
        {label('Toutes les', 'interval')}
        <select
          id={`${id}-interval`}
          className="ui-input"
          value={value.intervalMinutes}
          onChange={(event) => set({ intervalMinutes: Number(event.target.value) })}
        >
          {intervals.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} min
            </option>
          ))}
        </select>
      </div>
      <div className="hours-range-fields__field">
        {label('Couverts par créneau', 'capacity')}
        <input
          id={`${id}-capacity`}
          className="ui-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          value={Number.isNaN(value.capacity) ? '' : value.capacity}
          onChange={(event) =>
            set({ capacity: event.target.value === '' ? Number.NaN : Number(event.target.value) })
          }
        />
      </div>
      <Checkbox isSelected={value.enabled} onChange={(enabled) => set({ enabled })}>
        Ouvert à la réservation <span className="sr-only">{context}</span>
      </Checkbox>
    </div>
  );
}
