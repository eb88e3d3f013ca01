import { AUTO_CONFIRM_TEXTS as T, AutoConfirmRuleSchema, ESTABLISHMENT_MESSAGES } from '@app/domain';
import type { AutoConfirmRule } from '@app/domain';
import { Button, PageLoader, Switch, TextField, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useAutoConfirmRule, useSaveAutoConfirmRule } from '../api/use-auto-confirm-rule';

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));

type Errors = Partial<Record<'maxPartySize' | 'maxSlotFillPercent', string>>;

function errorsOf(rule: AutoConfirmRule): Errors {
  const checked = AutoConfirmRuleSchema.safeParse(rule);
  if (checked.success) return {};
  const errors: Errors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * « Confirmation automatique » on the establishment page (issue 36): online requests of at most N people are
 * confirmed at once (with their confirmation e-mail) unless their slot would be filled above X % of its covers;
 * the others wait in « À confirmer ». Saved on its own (`saveAutoConfirmRule`), each field's refusal under it.
 */
export function AutoConfirmSection({ restaurantId }: { restaurantId: string }) {
  const rule = useAutoConfirmRule(restaurantId);
  if (rule.isPending) return <PageLoader label={T.loading} />;
  if (rule.isError) return <p role="alert">{ESTABLISHMENT_MESSAGES.saveError}</p>;
  return <AutoConfirmForm key={JSON.stringify(rule.data)} restaurantId={restaurantId} saved={rule.data} />;
}

function AutoConfirmForm({ restaurantId, saved }: { restaurantId: string; saved: AutoConfirmRule }) {
  const [draft, setDraft] = useState(saved);
  const save = useSaveAutoConfirmRule(restaurantId);
  const toast = useToast();
  const errors = errorsOf(draft);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = (patch: Partial<AutoConfirmRule>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <section className="establishment-card" aria-labelledby="auto-confirm-title">
      <h2 id="auto-confirm-title">{T.title}</h2>
      <p className="muted">{T.explanation}</p>
      <Switch isSelected={draft.enabled} onChange={(enabled) => set({ enabled })}>
        {T.enabled}
      </Switch>
      <div className="establishment-grid">
        <TextField
          label={T.maxPartySize}
          inputMode="numeric"
          maxLength={3}
          isDisabled={!draft.enabled}
          value={Number.isNaN(draft.maxPartySize) ? '' : String(draft.maxPartySize)}
          onChange={(value) => set({ maxPartySize: toNumber(value) })}
          description={T.maxPartySizeHint}
          isInvalid={errors.maxPartySize !== undefined}
          errorMessage={errors.maxPartySize}
        />
        <TextField
          label={T.maxSlotFill}
          inputMode="numeric"
          maxLength={3}
          isDisabled={!draft.enabled}
          value={Number.isNaN(draft.maxSlotFillPercent) ? '' : String(draft.maxSlotFillPercent)}
          onChange={(value) => set({ maxSlotFillPercent: toNumber(value) })}
          description={T.maxSlotFillHint}
          isInvalid={errors.maxSlotFillPercent !== undefined}
          errorMessage={errors.maxSlotFillPercent}
        />
      </div>
      <div>
        <Button
          variant="primary"
          isDisabled={!dirty || Object.keys(errors).length > 0}
          isLoading={save.isPending}
          onPress={() =>
            save.mutate(draft, {
              onSuccess: () => toast.success(T.saved),
              onError: (error) => toast.error(toUserMessage(error, ESTABLISHMENT_MESSAGES.saveError)),
            })
          }
        >
          {T.save}
        </Button>
      </div>
    </section>
  );
}
