import { Check } from '@app/ui/icons';
import { stepOrder, type BookingStep } from '../hooks/booking-url';

const LABELS: Record<Exclude<BookingStep, 'done'>, string> = {
  date: 'Date',
  slot: 'Heure',
  party: 'Convives',
  details: 'Coordonnées',
};

/** "Étape n sur 4" with the step names in the venue's order ({@link stepOrder}), so the diner knows how far they are. */
export function StepProgress({ step, tables }: { step: Exclude<BookingStep, 'done'>; tables?: boolean }) {
  const steps = stepOrder(tables);
  const index = steps.indexOf(step);
  return (
    <nav className="step-progress" aria-label={`Étape ${index + 1} sur ${steps.length}`}>
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
            <span className="step-progress__label">{LABELS[s]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
