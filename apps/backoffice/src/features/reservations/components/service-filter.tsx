import { SERVICE_LABELS, coversUnit, formatDinerConfirmations } from '@app/domain';
import { CheckCircle, Settings } from '@app/ui/icons';
import type { ServiceFilter } from '../day-model';

export interface ServiceFilterBarProps {
  active: ServiceFilter;
  covers: Record<ServiceFilter, number>;
  /** Bookings of each service the diner re-confirmed from the reminder e-mail. */
  dinerConfirmed?: Record<ServiceFilter, number>;
  onChange(filter: ServiceFilter): void;
  /** Opens the slot manager of a service (the gear). */
  onManageSlots(service: 'lunch' | 'dinner'): void;
}

const LABELS: Record<ServiceFilter, string> = {
  all: 'Tous',
  lunch: SERVICE_LABELS.lunch,
  dinner: SERVICE_LABELS.dinner,
};

/** Service filter All / Lunch / Dinner with covers, and the gear of each service that opens its slot manager. */
export function ServiceFilterBar({
  active,
  covers,
  dinerConfirmed,
  onChange,
  onManageSlots,
}: ServiceFilterBarProps) {
  return (
    <div className="service-filter" role="group" aria-label="Service">
      {(['all', 'lunch', 'dinner'] as const).map((filter) => (
        <div key={filter} className="service-filter__item">
          <button
            type="button"
            className="chip"
            aria-pressed={active === filter}
            onClick={() => onChange(filter)}
          >
            {LABELS[filter]}{' '}
            <span className="chip__count">
              {covers[filter]}
              <span className="chip__unit"> {coversUnit({ count: covers[filter] })}</span>
            </span>
          </button>
          {filter !== 'all' ? (
            <button
              type="button"
              className="icon-button icon-button--small"
              aria-label={`Gérer les créneaux du service ${LABELS[filter]}`}
              onClick={() => onManageSlots(filter)}
            >
              <Settings className="icon-button__icon" aria-hidden="true" />
            </button>
          ) : null}
          {filter !== 'all' && (dinerConfirmed?.[filter] ?? 0) > 0 ? (
            <span className="service-filter__confirmed">
              <CheckCircle className="bo-icon" aria-hidden="true" />{' '}
              {formatDinerConfirmations({ count: dinerConfirmed?.[filter] ?? 0 })}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
