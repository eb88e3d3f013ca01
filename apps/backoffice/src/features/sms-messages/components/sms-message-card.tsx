import {
  measureBookingSms,
  smsCountLabel,
  SMS_SETTINGS_TEXTS as T,
  MAX_SMS_TEMPLATE_LENGTH,
  type SmsMessageKind,
} from '@app/domain';
import { Switch, TextField } from '@app/ui';

/**
 * One message of « Messages »: sent by SMS or not, and its text with the count staff see as they type (« 1 SMS »,
 * « 2 SMS », measured at the longest booking: the longest date, 12 people, full-length links) and, when the text
 * is past the venue's limit or loses a link, why it cannot be saved.
 */
export function SmsMessageCard({
  kind,
  enabled,
  text,
  restaurantName,
  maxSegments,
  error,
  onEnabledChange,
  onTextChange,
}: {
  kind: SmsMessageKind;
  enabled: boolean;
  text: string;
  restaurantName: string;
  maxSegments: 1 | 2;
  error?: string;
  onEnabledChange: (enabled: boolean) => void;
  onTextChange: (text: string) => void;
}) {
  const measured = measureBookingSms(text, restaurantName);
  const over = measured.segments > maxSegments;
  const titleId = `sms-${kind}-title`;
  return (
    <fieldset className="sms-message" aria-labelledby={titleId}>
      <legend id={titleId} className="sms-message__title">
        {T.kinds[kind]}
      </legend>
      <Switch isSelected={enabled} onChange={onEnabledChange}>
        {T.sendBySms(T.kinds[kind])}
      </Switch>
      <TextField
        label={`${T.text} : ${T.kinds[kind].toLowerCase()}`}
        multiline
        rows={3}
        maxLength={MAX_SMS_TEMPLATE_LENGTH}
        value={text}
        onChange={onTextChange}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
      <p
        className={over ? 'sms-message__count sms-message__count--over' : 'sms-message__count'}
        aria-live="polite"
        data-testid={`sms-count-${kind}`}
      >
        {smsCountLabel(measured.segments, measured.encoding)}
      </p>
    </fieldset>
  );
}
