import { CAMPAIGN_SEGMENT_LABELS, MESSAGES, type SendCampaignInput } from '@app/domain';
import { Button, Dialog } from '@app/ui';
import { useFreshCampaignAudience } from '../api/use-campaigns';

const c = MESSAGES.campaign;

/**
 * The last step before a campaign leaves: « Envoyer à N clients ? », N counted again by the server when the dialog
 * opens (the customers who agreed to this venue's e-mails, in the segment, as `sendCampaign` will count them).
 * Nobody to write to: said, and nothing can be sent.
 */
export function CampaignSendConfirm({
  input,
  restaurantName,
  busy,
  onConfirm,
  onClose,
}: {
  input: SendCampaignInput;
  restaurantName: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const audience = useFreshCampaignAudience(input.targetRestaurant, input.targetSegment, input.channel);
  const count = audience.isFetching ? undefined : audience.data?.recipients;
  const later = Boolean(input.scheduleDate);
  const title =
    count === undefined ? 'Envoyer la campagne ?' : later ? c.confirmSchedule(count) : c.confirmSend(count);
  const segment = CAMPAIGN_SEGMENT_LABELS[input.targetSegment as keyof typeof CAMPAIGN_SEGMENT_LABELS];
  return (
    <Dialog
      title={title}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <div className="settings-form">
        {audience.isError ? (
          <p role="alert" className="ui-notice ui-notice--error">
            {c.sendError}
          </p>
        ) : count === undefined ? (
          <p role="status">Calcul des destinataires…</p>
        ) : count === 0 ? (
          <p>{c.emptySegment}</p>
        ) : (
          <p>
            « {input.subject} » partira{' '}
            {later
              ? `le ${input.scheduleDate.split('-').reverse().join('/')} à ${input.scheduleTime}`
              : 'maintenant'}{' '}
            vers {count} client{count > 1 ? 's' : ''} ({segment}) ayant accepté les{' '}
            {input.channel === 'sms' ? 'SMS' : 'e-mails'} de {restaurantName}. Un envoi ne peut pas être
            annulé.
          </p>
        )}
        <div className="settings-form__actions">
          <Button onPress={onClose}>Annuler</Button>
          <Button variant="primary" isLoading={busy} isDisabled={!count} onPress={onConfirm}>
            {count
              ? `${later ? 'Programmer' : 'Envoyer'} à ${count} client${count > 1 ? 's' : ''}`
              : 'Envoyer'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
