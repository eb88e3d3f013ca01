import { FieldError } from './field-error';

export interface PartySizeFieldProps {
  value: number;
  onChange(partySize: number): void;
  error?: string | undefined;
}

/** 'Nombre de personnes *' of the new-reservation form: a stepper from 1, no maximum (staff-operations §5). */
export function PartySizeField({ value, onChange, error }: PartySizeFieldProps) {
  return (
    <div className="field">
      <span className="field-label" id="new-party-label">
        Nombre de personnes<span aria-hidden="true"> *</span>
      </span>
      <div
        className="stepper"
        role="group"
        aria-labelledby="new-party-label"
        aria-describedby={error ? 'new-partySize-error' : undefined}
      >
        <button
          type="button"
          className="icon-button"
          aria-label="Une personne de moins"
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <output aria-live="polite">{value}</output>
        <button
          id="new-party-plus"
          type="button"
          className="icon-button"
          aria-label="Une personne de plus"
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
      <FieldError id="new-partySize-error" message={error} />
    </div>
  );
}
