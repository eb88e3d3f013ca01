import { useTranslator } from '@app/i18n/react';
import type { MessageId } from '@app/i18n';
import { Check } from '@app/ui/icons';
import { stepOrder, type BookingStep } from '../hooks/booking-url';

const LABELS: Record<Exclude<BookingStep, 'done'>, MessageId> = {
  date: 'booking.stepDate',
  slot: 'booking.stepTime',
  party: 'booking.stepParty',
  details: 'booking.stepDetails',
};

/** "Étape n sur 4" with the step names in the venue's order ({@link stepOrder}), so the diner knows how far they are. */
export function StepProgress({ step, tables }: { step: Exclude<BookingStep, 'done'>; tables?: boolean }) {
  const { t } = useTranslator();
  const steps = stepOrder(tables);
  const index = steps.indexOf(step);
  return (
    <nav
      className="step-progress"
      aria-label={t('booking.stepOf', { index: index + 1, count: steps.length })}
    >
      <ol>
        {steps.map((s, i) => (
          <li
            key={s}
            className={i < index ? 'is-done' : i === index ? 'is-current' : undefined}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="step-progress__dot" aria-hidden="true">
              {i < index ? <Check className="step-progress__check" /> : i + 1}
            </span>
            <span className="step-progress__label">{t(LABELS[s] as 'booking.stepDate')}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
