import {
  CAMPAIGN_PLACEHOLDERS,
  CAMPAIGN_SEGMENTS,
  CAMPAIGN_SEGMENT_LABELS,
  CAMPAIGN_TYPES,
  DEFAULT_CAMPAIGN_TIME,
  MESSAGES,
  REDIRECTION_TYPES,
  fillCampaignPlaceholders,
  toParisDateTime,
  type SendCampaignInput,
} from '@app/domain';
import { Button, now, RadioGroup, Select, TextField, useToast } from '@app/ui';
import { Mail } from '@app/ui/icons';
import { flushSync } from 'react-dom';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import type { RestaurantChoice } from '../../../session/session-types';
import { useCampaignAudience, useSendCampaign, useSendCampaignTest } from '../api/use-campaigns';
import {
  NEEDS_URL,
  REDIRECTION_LABELS,
  TYPE_LABELS,
  buildCampaignInput,
  type CampaignFormValues,
} from './campaign-form-input';
import { CampaignSendConfirm } from './campaign-send-confirm';
import { CampaignSmsCount } from './campaign-sms-count';

const PLACEHOLDERS = Object.values(CAMPAIGN_PLACEHOLDERS);
const c = MESSAGES.campaign;

/**
 * « Nouvelle campagne » (administration §2, §5, §7): type, subject, content with the placeholders inserted at
 * the cursor, a live preview for one customer of the segment, the segment with its number of recipients
 * (customers who consented to marketing here), an optional tracked link, send now or on a date (today or later,
 * 09:00 by default). « Envoyer un test à moi-même » mails it to the signed-in staff member alone; a real send
 * first asks « Envoyer à N clients ? » with N counted by the server.
 */
export function CampaignComposer({ restaurant }: { restaurant: RestaurantChoice }) {
  const toast = useToast();
  const send = useSendCampaign(restaurant.id);
  const test = useSendCampaignTest();
  const content = useRef<HTMLTextAreaElement>(null);
  const [values, setValues] = useState<CampaignFormValues>({
    type: 'custom',
    channel: 'email',
    subject: '',
    content: '',
    segment: 'all',
    redirection: 'none',
    url: '',
    label: '',
    when: 'now',
    date: '',
    time: DEFAULT_CAMPAIGN_TIME,
  });
  const [confirming, setConfirming] = useState<SendCampaignInput | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sms = values.channel === 'sms';
  const audience = useCampaignAudience(restaurant.id, values.segment, values.channel);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  const insert = (placeholder: string) => {
    const area = content.current;
    const start = area?.selectionStart ?? values.content.length;
    const end = area?.selectionEnd ?? values.content.length;
    const next = values.content.slice(0, start) + placeholder + values.content.slice(end);
    // The new text is in the field before the caret moves behind the placeholder, at once: typing right after
    // the click goes on from there (a caret set on a later frame could land in the middle of what was typed).
    flushSync(() => set('content', next));
    area?.focus();
    area?.setSelectionRange(start + placeholder.length, start + placeholder.length);
  };

  const sample = audience.data?.sample ?? {
    firstName: 'Marie',
    customerName: 'Marie Dupont',
    loyaltyLevel: 'Bronze',
  };
  const preview = fillCampaignPlaceholders({
    subject: values.subject,
    content: values.content,
    values: { ...sample, restaurantName: restaurant.name, bookingLink: 'https://… (lien de réservation)' },
  });

  /** The campaign as written, or null after saying what is missing. */
  const checked = (): SendCampaignInput | null => {
    const built = buildCampaignInput(values, restaurant.id, toParisDateTime({ at: now() }).date);
    if (built.ok) return built.input;
    setProblem(built.message);
    toast.error(built.message);
    return null;
  };
  const fail = (fallback: string) => (error: unknown) => {
    const message = toUserMessage(error, fallback);
    setProblem(message);
    toast.error(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = checked();
    if (input) setConfirming(input);
  };

  const sendTest = () => {
    const input = checked();
    if (!input) return;
    test.mutate(input, {
      onSuccess: ({ to }) => toast.success(c.testSent(to)),
      onError: fail(c.testError),
    });
  };

  const confirmSend = (input: SendCampaignInput) => {
    send.mutate(input, {
      onSuccess: (result) => {
        setConfirming(null);
        if (result.status === 'failed') toast.error(c.allFailed(result.failed, result.total));
        else if (input.channel === 'sms') toast.success(`Campagne SMS en file pour ${result.total} clients`);
        else if (input.scheduleDate) toast.success(`Campagne programmée pour ${result.total} clients`);
        else toast.success(c.sent(result.sent, result.total));
        setValues((current) => ({ ...current, subject: '', content: '' }));
      },
      onError: (error) => {
        setConfirming(null);
        fail(c.sendError)(error);
      },
    });
  };

  return (
    <>
      <form
        className="settings-panel campaign-composer"
        onSubmit={submit}
        noValidate
        aria-labelledby="campaign-new-title"
      >
        <h3 id="campaign-new-title">Nouvelle campagne</h3>
        <RadioGroup
          label="Canal"
          orientation="horizontal"
          value={values.channel}
          onChange={(value) => set('channel', value as CampaignFormValues['channel'])}
          options={[
            { value: 'email', label: 'E-mail' },
            { value: 'sms', label: 'SMS' },
          ]}
        />
        <div className="settings-grid">
          <Select
            label="Type"
            options={CAMPAIGN_TYPES.map((id) => ({ id, label: TYPE_LABELS[id] }))}
            selectedKey={values.type}
            onSelectionChange={(key) => set('type', key as CampaignFormValues['type'])}
          />
          <Select
            label="Destinataires"
            options={CAMPAIGN_SEGMENTS.map((id) => ({ id, label: CAMPAIGN_SEGMENT_LABELS[id] }))}
            selectedKey={values.segment}
            onSelectionChange={(key) => set('segment', String(key))}
            description={
              audience.data
                ? `${audience.data.recipients} destinataire(s) ayant accepté les ${sms ? 'SMS' : 'e-mails'} de ${restaurant.name}`
                : 'Calcul des destinataires…'
            }
          />
        </div>
        <TextField
          label={sms ? 'Nom de la campagne' : 'Objet'}
          {...(sms ? { description: 'Pour l’historique : il ne part pas dans le SMS' } : {})}
          isRequired
          maxLength={200}
          value={values.subject}
          onChange={(v) => set('subject', v)}
        />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="campaign-content">
            Message
          </label>
          <textarea
            id="campaign-content"
            ref={content}
            className="ui-input ui-input--multiline"
            rows={8}
            maxLength={5000}
            required
            value={values.content}
            onChange={(event) => set('content', event.target.value)}
          />
        </div>
        {sms ? <CampaignSmsCount content={values.content} restaurantName={restaurant.name} /> : null}
        <div className="campaign-composer__placeholders" role="group" aria-label="Insérer une variable">
          {PLACEHOLDERS.map((placeholder) => (
            <Button key={placeholder} size="sm" onPress={() => insert(placeholder)}>
              {placeholder}
            </Button>
          ))}
        </div>
        <section className="campaign-preview" aria-labelledby="campaign-preview-title">
          <h4 id="campaign-preview-title">Aperçu pour {sample.customerName || sample.firstName}</h4>
          <p className="campaign-preview__subject">{preview.subject || 'Objet de la campagne'}</p>
          <p className="campaign-preview__content">{preview.content || 'Le message apparaîtra ici.'}</p>
        </section>
        <div className="settings-grid" hidden={sms}>
          <Select
            label="Lien dans le mail"
            options={(['none', ...REDIRECTION_TYPES] as const).map((id) => ({
              id,
              label: REDIRECTION_LABELS[id],
            }))}
            selectedKey={values.redirection}
            onSelectionChange={(key) => set('redirection', key as CampaignFormValues['redirection'])}
          />
          {NEEDS_URL.has(values.redirection) ? (
            <TextField
              label="Adresse du lien"
              type="url"
              isRequired
              maxLength={500}
              value={values.url}
              onChange={(v) => set('url', v)}
            />
          ) : null}
          {values.redirection !== 'none' ? (
            <TextField
              label="Texte du bouton"
              maxLength={60}
              placeholder={REDIRECTION_LABELS[values.redirection]}
              value={values.label}
              onChange={(v) => set('label', v)}
            />
          ) : null}
        </div>
        <RadioGroup
          label="Envoi"
          orientation="horizontal"
          value={values.when}
          onChange={(value) => set('when', value as CampaignFormValues['when'])}
          options={[
            { value: 'now', label: 'Maintenant' },
            { value: 'later', label: 'Programmer' },
          ]}
        />
        {values.when === 'later' ? (
          <div className="settings-grid">
            <TextField
              label="Date d'envoi"
              type="date"
              value={values.date}
              onChange={(v) => set('date', v)}
            />
            <TextField
              label="Heure d'envoi"
              type="time"
              value={values.time}
              onChange={(v) => set('time', v)}
            />
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="ui-notice ui-notice--error">
            {problem}
          </p>
        ) : null}
        <div className="settings-form__actions">
          {sms ? null : (
            <Button icon={Mail} isLoading={test.isPending} onPress={sendTest}>
              Envoyer un test à moi-même
            </Button>
          )}
          <Button type="submit" variant="primary" isLoading={send.isPending}>
            {values.when === 'later' ? 'Programmer la campagne' : 'Envoyer la campagne'}
          </Button>
        </div>
      </form>
      {confirming ? (
        <CampaignSendConfirm
          input={confirming}
          restaurantName={restaurant.name}
          busy={send.isPending}
          onConfirm={() => confirmSend(confirming)}
          onClose={() => {
            if (!send.isPending) setConfirming(null);
          }}
        />
      ) : null}
    </>
  );
}
