import { MESSAGES, measureCampaignSms, smsCountLabel, SMS_STOP_CLAUSE } from '@app/domain';

/**
 * Under an SMS campaign's text (issue 50): what it costs at its longest as staff type (« 1 SMS » / « 2 SMS », the
 * « STOP » mention included), that the mention is added at the end of every SMS, and why there is no test send.
 */
export function CampaignSmsCount({ content, restaurantName }: { content: string; restaurantName: string }) {
  const measured = measureCampaignSms(content, restaurantName);
  return (
    <div className="sms-message__count">
      <p aria-live="polite" data-testid="campaign-sms-count">
        {smsCountLabel(measured.segments, measured.encoding)}
      </p>
      <p>
        La mention « {SMS_STOP_CLAUSE} » est ajoutée à la fin de chaque SMS. Aucun SMS ne part entre 20:00 et
        08:00, le dimanche ni un jour férié : il attend l’heure permise.
      </p>
      <p data-testid="campaign-sms-no-test">{MESSAGES.campaign.testNoSms}.</p>
    </div>
  );
}
