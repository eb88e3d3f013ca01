import type { TableDurationMinutes } from '@app/domain';
import { useId } from 'react';
import { holdEndOf } from '../plan-time';

/**
 * The day plan's time: tables show as taken when a booking holds them while one arriving then would
 * ('Tables occupées entre 19:00 et 21:00').
 */
export function PlanTimeSelect({
  time,
  options,
  durations,
  onChange,
}: {
  time: string;
  options: readonly string[];
  durations: TableDurationMinutes;
  onChange(time: string): void;
}) {
  const id = useId();
  return (
    <div className="plan-time">
      <label htmlFor={id}>{"Heure d'arrivée"}</label>
      <select id={id} value={time} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span className="muted plan-time__hint">
        Tables occupées entre {time} et {holdEndOf({ time, durations })}
      </span>
    </div>
  );
}
