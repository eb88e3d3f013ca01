import { useTranslator } from '@app/i18n/react';
import { Minus, Plus } from '@app/ui/icons';
import { useId } from 'react';

/**
 * « Nombre de personnes » with − and + around it, from 1 to `max`: the party step's large centred stepper (its
 * label for screen readers only, the advice below it as description) and the full slot's compact one.
 */
export function PartySizeStepper({
  value,
  max,
  onChange,
  large = false,
  describedBy,
}: {
  value: number;
  max: number;
  onChange: (size: number) => void;
  large?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslator();
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(1, Math.round(n) || 1));
  return (
    <div className={large ? undefined : 'field'}>
      <label htmlFor={id} className={large ? 'sr-only' : 'field__label'}>
        {t('booking.partySize')}
      </label>
      <div className={large ? 'stepper' : 'stepper stepper--start'}>
        <button
          type="button"
          className="stepper__button"
          aria-label={t('booking.oneLess')}
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus className="stepper__icon" aria-hidden="true" />
        </button>
        <input
          id={id}
          className="stepper__value"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          aria-describedby={describedBy}
          value={value}
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={t('booking.oneMore')}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus className="stepper__icon" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
