import { SPEND_MESSAGES as M, type LoyaltyConfigForm } from '@app/domain';
import { Switch } from '@app/ui';
import { NumberField } from './number-field';

type Discount = LoyaltyConfigForm['discount'];

/**
 * « Bons de réduction »: whether customers may turn points into a discount voucher from their space, and the rate
 * (points per voucher, the voucher's value in euros; blank takes the spec's 100 points for 10 €). The rate stays
 * editable while off, so a venue prepares it before turning it on.
 */
export function DiscountRateFields({
  discount,
  onChange,
}: {
  discount: Discount;
  onChange(discount: Discount): void;
}) {
  const set = (patch: Partial<Discount>) => onChange({ ...discount, ...patch });
  return (
    <fieldset className="settings-fieldset">
      <legend>{M.discountSettingsTitle}</legend>
      <Switch isSelected={discount.enabled} onChange={(enabled) => set({ enabled })}>
        {M.discountEnabled}
      </Switch>
      <div className="settings-grid">
        <NumberField
          label={M.discountPointsLabel}
          hint="points (100 par défaut)"
          value={discount.pointsPerVoucher}
          onChange={(pointsPerVoucher) => set({ pointsPerVoucher })}
        />
        <NumberField
          label={M.discountValueLabel}
          hint="euros (10 par défaut)"
          value={discount.voucherValue}
          onChange={(voucherValue) => set({ voucherValue })}
        />
      </div>
    </fieldset>
  );
}
