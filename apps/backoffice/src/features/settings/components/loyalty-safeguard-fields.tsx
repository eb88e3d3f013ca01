import { BILL_APPROVAL_MESSAGES as A, type LoyaltyConfigForm } from '@app/domain';
import { NumberField } from './number-field';

type Safeguards = Pick<LoyaltyConfigForm, 'freeCancellationHours' | 'billCeilingPerCover'>;

/**
 * « Annulations »: until how many hours before a booking a cancellation costs no points (issue 48, defect 3: 24 by
 * default; 0, until its time). A later one costs « Points en cas d'annulation », and the diner is told so before
 * confirming. « Additions à valider » (issue 49): the ceiling per cover above which a bill an `admin` enters waits
 * for a manager's approval (blank: the product's default from the venue's average per cover).
 */
export function LoyaltySafeguardFields({
  form,
  onChange,
}: {
  form: Safeguards;
  onChange(patch: Partial<Safeguards>): void;
}) {
  return (
    <>
      <fieldset className="settings-fieldset">
        <legend>Annulations</legend>
        <div className="settings-grid">
          <NumberField
            label="Annulation sans pénalité jusqu'à"
            hint="heures avant la réservation (24 par défaut ; 0 : jusqu'à l'heure de la réservation)"
            value={form.freeCancellationHours}
            onChange={(freeCancellationHours) => onChange({ freeCancellationHours })}
          />
        </div>
      </fieldset>
      <fieldset className="settings-fieldset">
        <legend>{A.ceilingLegend}</legend>
        <div className="settings-grid">
          <NumberField
            label={A.ceilingLabel}
            hint={A.ceilingHint(A.ceilingDefault)}
            value={form.billCeilingPerCover}
            onChange={(billCeilingPerCover) => onChange({ billCeilingPerCover })}
          />
        </div>
      </fieldset>
    </>
  );
}
