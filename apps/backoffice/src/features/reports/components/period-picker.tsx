import { REPORTS_TEXTS as T } from '@app/domain';
import { Select } from '@app/ui';

export type PeriodKind = 'today' | 'week' | 'month' | 'custom';

export interface PeriodChoice {
  kind: PeriodKind;
  from: string;
  to: string;
}

const KINDS: PeriodKind[] = ['today', 'week', 'month', 'custom'];

/** « Période »: today, this week, this month, or two dates of one's own. */
export function PeriodPicker({
  value,
  onChange,
  error,
}: {
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
  error: string | null;
}) {
  return (
    <div className="reports-period">
      <Select
        label={T.period}
        options={KINDS.map((kind) => ({ id: kind, label: T.periods[kind] }))}
        selectedKey={value.kind}
        onSelectionChange={(key) => onChange({ ...value, kind: key as PeriodKind })}
        className="reports-period__kind"
      />
      {value.kind === 'custom' ? (
        <>
          <DateBound
            id="reports-from"
            label={T.from}
            value={value.from}
            max={value.to}
            invalid={error !== null}
            onChange={(from) => onChange({ ...value, from })}
          />
          <DateBound
            id="reports-to"
            label={T.to}
            value={value.to}
            min={value.from}
            invalid={error !== null}
            onChange={(to) => onChange({ ...value, to })}
          />
          {error ? (
            <p
              id="reports-period-error"
              className="ui-notice ui-notice--error reports-period__error"
              role="alert"
            >
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** One end of a custom period: a native date field, tied to the period's error when there is one. */
function DateBound({
  id,
  label,
  value,
  min,
  max,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  invalid: boolean;
  onChange: (next: string) => void;
}) {
  return (
    <div className="ui-field reports-period__date">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ui-input"
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? 'reports-period-error' : undefined}
      />
    </div>
  );
}
