import {
  formatDateTime,
  isValidSmsSenderName,
  SMS_MESSAGE_KINDS,
  SMS_SENDER_MESSAGES,
  SMS_SETTINGS_MESSAGES,
  SMS_SETTINGS_TEXTS as T,
  smsTextRefusals,
  MAX_SMS_MONTHLY_CAP,
  MAX_SMS_SENDER_LENGTH,
  type SmsTextField,
  type VenueSmsSettings,
} from '@app/domain';
import { Button, PageLoader, RadioGroup, TextField, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useSaveSmsSettings, useSmsSettings, useSmsUsage } from '../api/use-sms-settings';
import { SmsMessageCard } from './sms-message-card';
import '../sms-messages.css';

type Errors = Partial<Record<SmsTextField | 'senderName' | 'monthlyCap', string>>;

/** What keeps the draft from being saved, by field: the same rules the server applies. */
function errorsOf(draft: VenueSmsSettings, restaurantName: string): Errors {
  const errors: Errors = {};
  if (draft.senderName !== '' && !isValidSmsSenderName(draft.senderName)) {
    errors.senderName = SMS_SENDER_MESSAGES.invalid;
  }
  if (!Number.isInteger(draft.monthlyCap) || draft.monthlyCap < 0 || draft.monthlyCap > MAX_SMS_MONTHLY_CAP) {
    errors.monthlyCap = SMS_SETTINGS_MESSAGES.cap;
  }
  return { ...errors, ...smsTextRefusals(draft, restaurantName) };
}

const TEXT_FIELD = {
  confirmation: 'confirmationText',
  reminder: 'reminderText',
  waitlistOffer: 'waitlistOfferText',
  rejection: 'rejectionText',
} as const;

/**
 * « Établissement » → « Messages » (issue 50): which booking messages also go by SMS, the sender name, the longest
 * a message may be, each text with its live « 1 SMS » / « 2 SMS » count, and the monthly cap with this month's
 * use (and when the cap was reached). Saved on its own (`saveSmsSettings`), each refusal under its field.
 */
export function SmsMessagesSection({ restaurantId }: { restaurantId: string }) {
  const query = useSmsSettings(restaurantId);
  if (query.isPending) return <PageLoader label={T.loading} />;
  if (query.isError) {
    return (
      <section className="establishment-card" aria-labelledby="sms-messages-title">
        <h2 id="sms-messages-title">{T.title}</h2>
        <div role="alert" className="ui-notice ui-notice--error">
          <p>{T.loadError}</p>
          <Button onPress={() => void query.refetch()}>{T.retry}</Button>
        </div>
      </section>
    );
  }
  return (
    <SmsMessagesForm
      key={JSON.stringify(query.data.settings)}
      restaurantId={restaurantId}
      restaurantName={query.data.restaurantName}
      saved={query.data.settings}
    />
  );
}

function SmsMessagesForm({
  restaurantId,
  restaurantName,
  saved,
}: {
  restaurantId: string;
  restaurantName: string;
  saved: VenueSmsSettings;
}) {
  const [draft, setDraft] = useState(saved);
  const save = useSaveSmsSettings(restaurantId);
  const toast = useToast();
  const errors = errorsOf(draft, restaurantName);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = (patch: Partial<VenueSmsSettings>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <section className="establishment-card sms-messages" aria-labelledby="sms-messages-title">
      <h2 id="sms-messages-title">{T.title}</h2>
      <p className="muted">{T.explanation}</p>
      <SmsUsageLine restaurantId={restaurantId} cap={saved.monthlyCap} />
      <div className="establishment-grid">
        <TextField
          label={T.senderName}
          value={draft.senderName}
          maxLength={MAX_SMS_SENDER_LENGTH}
          onChange={(senderName) => set({ senderName })}
          description={T.senderHint}
          isInvalid={errors.senderName !== undefined}
          errorMessage={errors.senderName}
        />
        <TextField
          label={T.monthlyCap}
          inputMode="numeric"
          maxLength={6}
          value={Number.isNaN(draft.monthlyCap) ? '' : String(draft.monthlyCap)}
          onChange={(value) => set({ monthlyCap: value.trim() === '' ? Number.NaN : Number(value) })}
          description={T.monthlyCapHint}
          isInvalid={errors.monthlyCap !== undefined}
          errorMessage={errors.monthlyCap}
        />
      </div>
      <RadioGroup
        label={T.maxSegments}
        orientation="horizontal"
        value={String(draft.maxSegments)}
        onChange={(value) => set({ maxSegments: value === '1' ? 1 : 2 })}
        options={[
          { value: '1', label: T.maxSegmentsOptions[1] },
          { value: '2', label: T.maxSegmentsOptions[2] },
        ]}
      />
      <p className="muted">{T.placeholders}</p>
      {SMS_MESSAGE_KINDS.map((kind) => (
        <SmsMessageCard
          key={kind}
          kind={kind}
          enabled={draft[kind]}
          text={draft[TEXT_FIELD[kind]]}
          restaurantName={restaurantName}
          maxSegments={draft.maxSegments}
          error={errors[TEXT_FIELD[kind]]}
          onEnabledChange={(enabled) => set({ [kind]: enabled })}
          onTextChange={(text) => set({ [TEXT_FIELD[kind]]: text })}
        />
      ))}
      <div>
        <Button
          variant="primary"
          isDisabled={!dirty || Object.keys(errors).length > 0}
          isLoading={save.isPending}
          onPress={() =>
            save.mutate(draft, {
              onSuccess: () => toast.success(T.saved),
              onError: (error) => toast.error(toUserMessage(error, T.saveError)),
            })
          }
        >
          {T.save}
        </Button>
      </div>
    </section>
  );
}

/** This month's SMS against the cap, and since when the mail goes alone once it was reached. */
function SmsUsageLine({ restaurantId, cap }: { restaurantId: string; cap: number }) {
  const usage = useSmsUsage(restaurantId);
  if (usage.isPending) return <p className="muted">{T.loading}</p>;
  if (usage.isError) return <p role="alert">{T.loadError}</p>;
  const month = usage.data[0];
  const segments = month?.segments ?? 0;
  return (
    <>
      <p className="sms-messages__usage">{T.usage(segments, cap)}</p>
      {month?.capReachedAt ? (
        <p role="status" className="ui-notice ui-notice--warning">
          {T.capReached(formatDateTime({ timestamp: month.capReachedAt }))}
        </p>
      ) : null}
    </>
  );
}
