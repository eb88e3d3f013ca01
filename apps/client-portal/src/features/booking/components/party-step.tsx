import { buildPhoneHref, formatFrenchPhoneNumber } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { ChevronLeft, Phone } from '@app/ui/icons';
import { useId } from 'react';
import { partyLimit } from './party-limit';
import { PartySizeStepper } from './party-size-stepper';

const QUICK_PICKS = [2, 4, 6, 8];

/**
 * Step 3: the party size, 1 to the restaurant's online maximum; larger groups are told to phone. When the
 * chosen slot has fewer covers left than that maximum, the diner is told so and may pick another slot.
 * « Par tables » it is step 2 (`beforeTime`): the times offered next are those a table of that size allows.
 */
export function PartyStep({
  partySize,
  max: restaurantMax,
  slot,
  beforeTime = false,
  restaurantPhone,
  onChange,
  onContinue,
  onBack,
}: {
  partySize: number;
  /** The restaurant's online maximum. */
  max: number;
  /** The chosen slot and the covers still free there, when known. */
  slot?: { time: string; remaining: number };
  /** « Par tables »: asked before the time (Back goes to the date). */
  beforeTime?: boolean;
  restaurantPhone: string;
  onChange: (size: number) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslator();
  const id = useId();
  const max = partyLimit(restaurantMax, slot?.remaining);
  const slotLimited = slot !== undefined && max < restaurantMax;
  return (
    <section className="step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {t('booking.partyQuestion')}
      </h2>
      {beforeTime && <p className="step__context">{t('booking.partyBeforeTime')}</p>}
      {slotLimited && (
        <p className="notice" role="status">
          {t('booking.slotLimited', { max, time: slot.time })}
        </p>
      )}
      <div className="quick-picks" role="group" aria-label={t('booking.quickPick')}>
        {QUICK_PICKS.filter((n) => n <= max).map((n) => (
          <button
            key={n}
            type="button"
            className={`chip${n === partySize ? ' is-selected' : ''}`}
            aria-pressed={n === partySize}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <PartySizeStepper value={partySize} max={max} onChange={onChange} large describedBy={`${id}-advice`} />
      <p className="field__hint" id={`${id}-advice`}>
        {partySize >= restaurantMax
          ? t('booking.groupCall', { count: restaurantMax })
          : t('booking.onlineUpTo', { count: restaurantMax })}
        {restaurantPhone ? (
          <>
            {' '}
            {t('booking.atPhone')}{' '}
            <a className="phone-link" href={buildPhoneHref({ phone: restaurantPhone })}>
              <Phone className="phone-link__icon" aria-hidden="true" />
              {formatFrenchPhoneNumber({ phone: restaurantPhone })}
            </a>
            .
          </>
        ) : (
          '.'
        )}
      </p>
      <div className="step__actions">
        <button type="button" className="ui-button ui-button--ghost back-button" onClick={onBack}>
          <ChevronLeft className="ui-button__icon" aria-hidden="true" />
          {beforeTime ? t('booking.changeDate') : t('booking.changeTime')}
        </button>
        <button type="button" className="ui-button ui-button--primary" onClick={onContinue}>
          {t('booking.continue')}
        </button>
      </div>
    </section>
  );
}
