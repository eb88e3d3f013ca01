import {
  LoyaltyConfigSchema,
  SETTINGS_MESSAGES as S,
  SPEND_MESSAGES,
  buildLoyaltyConfig,
  loyaltyConfigToForm,
  type LoyaltyConfig,
  type LoyaltyConfigForm,
} from '@app/domain';
import { Button, Skeleton, useToast, VenueMark } from '@app/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { RetryNotice } from '../../../components/retry-notice';
import { useLoyaltyConfigQuery } from '../../../hooks/use-loyalty-levels';
import { toUserMessage } from '../../../lib/error-message';
import type { RestaurantChoice } from '../../../session/session-types';
import { useSaveLoyaltyConfig } from '../api/use-save-loyalty-config';
import { DiscountRateFields } from './discount-rate-fields';
import { GiftCycleEditor } from './gift-cycle-editor';
import { LoyaltyPreview } from './loyalty-preview';
import { LoyaltySafeguardFields } from './loyalty-safeguard-fields';
import { NumberField } from './number-field';

type PointsField = Exclude<
  keyof LoyaltyConfigForm,
  'levels' | 'gifts' | 'discount' | 'freeCancellationHours' | 'billCeilingPerCover'
>;

const POINT_FIELDS: [PointsField, string, string?][] = [
  ['pointsPerReservation', 'Points par réservation honorée'],
  ['pointsPerReview', 'Points par avis'],
  ['pointsPerEuroSpent', 'Points par euro dépensé'],
  ['pointsForCancellation', "Points en cas d'annulation", 'Pénalité : retirée du solde'],
  ['pointsForNoShow', 'Points en cas de no-show', 'Pénalité : retirée du solde'],
  ['pointsForWalkIn', 'Points par visite déclarée (tablette)'],
];
const LEVELS: [keyof LoyaltyConfigForm['levels'], string][] = [
  ['bronze', 'Bronze à partir de'],
  ['silver', 'Argent à partir de'],
  ['gold', 'Or à partir de'],
  ['diamond', 'Ultra VIP à partir de'],
];

/**
 * « Fidélité » of the selected restaurant: the form once its configuration is read; a read that failed says so
 * with « Réessayer » (never a skeleton forever).
 */
export function LoyaltyTab({ restaurant }: { restaurant: RestaurantChoice }) {
  const query = useLoyaltyConfigQuery(restaurant.id);
  const config = query.data;
  if (!config && query.isError) {
    return <RetryNotice message={S.loadConfigError} onRetry={() => void query.refetch()} />;
  }
  if (!config) return <Skeleton shape="rect" height="320px" label="Chargement de la configuration" />;
  return <LoyaltyForm key={restaurant.id} restaurant={restaurant} config={config} />;
}

/**
 * The rules (administration §2, §5): points for each event, level thresholds (names are the product's scale),
 * the gift interval (≥ 1, default 50) and the gift cycle (each gift's value in euros optional), the discount
 * vouchers customers buy with points (off by default; 100 points for 10 €), with a preview for a customer with N points. Blank
 * fields fall back to the defaults; '✅ Configuration sauvegardée !'.
 */
function LoyaltyForm({ restaurant, config }: { restaurant: RestaurantChoice; config: LoyaltyConfig }) {
  const [form, setForm] = useState<LoyaltyConfigForm>(() => loyaltyConfigToForm({ config }));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLoyaltyConfig(restaurant.id);
  const toast = useToast();
  const built = buildLoyaltyConfig({ form });
  const checked = LoyaltyConfigSchema.safeParse(built);

  const update = (next: Partial<LoyaltyConfigForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? S.saveError;
      setProblem(message);
      toast.error(message);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        toast.success(S.configSaved);
        setForm(loyaltyConfigToForm({ config: checked.data }));
      },
      onError: (error) => toast.error(toUserMessage(error, S.saveError)),
    });
  };

  return (
    <form
      className="settings-panel loyalty-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="loyalty-title"
    >
      <h2 id="loyalty-title">
        Fidélité · <VenueMark venue={restaurant} /> {restaurant.name}
      </h2>
      <fieldset className="settings-fieldset">
        <legend>Points</legend>
        <div className="settings-grid">
          {POINT_FIELDS.map(([key, label, hint]) => (
            <NumberField
              key={key}
              label={label}
              hint={hint}
              value={form[key]}
              onChange={(v) => update({ [key]: v })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="settings-fieldset">
        <legend>Niveaux</legend>
        <p className="settings-hint">🌱 Nouveau en dessous du premier seuil.</p>
        <div className="settings-grid">
          {LEVELS.map(([key, label]) => (
            <NumberField
              key={key}
              label={label}
              hint="points"
              value={form.levels[key]}
              onChange={(v) => update({ levels: { ...form.levels, [key]: v } })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="settings-fieldset">
        <legend>Cadeaux</legend>
        <div className="settings-grid">
          <NumberField
            label="Un cadeau tous les"
            hint="points (1 au moins, 50 par défaut)"
            value={form.giftInterval}
            onChange={(v) => update({ giftInterval: v })}
          />
        </div>
        <p className="settings-hint">{SPEND_MESSAGES.giftValueHint}</p>
        <GiftCycleEditor gifts={form.gifts} onChange={(gifts) => update({ gifts })} />
      </fieldset>
      <DiscountRateFields discount={form.discount} onChange={(discount) => update({ discount })} />
      <LoyaltySafeguardFields form={form} onChange={update} />
      {checked.success ? <LoyaltyPreview config={checked.data} /> : null}
      {problem ? (
        <p role="alert" className="ui-notice ui-notice--error">
          {problem}
        </p>
      ) : null}
      <div className="settings-form__actions settings-form__actions--sticky">
        <Button type="submit" variant="primary" isLoading={save.isPending}>
          Enregistrer la configuration
        </Button>
      </div>
    </form>
  );
}
