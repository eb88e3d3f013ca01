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
          <div className="ui-field reports-period__date">
            <label htmlFor="reports-from">{T.from}</label>
            <input
              id="reports-from"
              className="ui-input"
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'reports-period-error' : undefined}
            />
          </div>
          <div className="ui-field reports-period__date">
            <label htmlFor="reports-to">{T.to}</label>
            <input
              id="reports-to"
              className="ui-input"
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'reports-period-error' : undefined}
            />
          </div>
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
