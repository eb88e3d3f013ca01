import type { Campaign } from '@app/domain';
import { Badge, Button, EmptyState, Skeleton, type BadgeTone } from '@app/ui';
import { Mail } from '@app/ui/icons';
import { useCampaignHistory } from '../api/use-campaigns';
import { formatFrenchDateTime } from '../settings-format';

const STATUS: Record<Campaign['status'] | 'scheduled', { label: string; tone: BadgeTone }> = {
  sent: { label: 'Envoyée', tone: 'success' },
  partial: { label: 'Partielle', tone: 'warning' },
  failed: { label: 'Échouée', tone: 'error' },
  pending: { label: 'En cours', tone: 'info' },
  scheduled: { label: 'Programmée', tone: 'info' },
};

const rate = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—');

/** The restaurant's last 50 campaigns: state, when, sent / opened / clicked with their rates. */
export function CampaignHistory({ restaurantId }: { restaurantId: string }) {
  const history = useCampaignHistory(restaurantId);
  if (history.isPending) return <Skeleton shape="rect" height="120px" label="Chargement des campagnes" />;
  if (history.isError) {
    return (
      <div role="alert" className="ui-notice ui-notice--error">
        <p>Erreur lors du chargement des campagnes</p>
        <Button onPress={() => void history.refetch()}>Réessayer</Button>
      </div>
    );
  }
  if (history.data.length === 0) return <EmptyState title="Aucune campagne" icon={Mail} headingLevel={3} />;
  return (
    <ul className="settings-list" aria-label="Historique des campagnes">
      {history.data.map((campaign) => {
        const scheduled = campaign.status === 'pending' && !!campaign.scheduleDate && !campaign.sentAt;
        const status = STATUS[scheduled ? 'scheduled' : campaign.status];
        return (
          <li key={campaign.id} className="settings-row">
            <span className="settings-row__main">
              <strong>{campaign.subject}</strong>
              <span className="settings-row__detail">
                {scheduled
                  ? `Prévue le ${campaign.scheduleDate?.split('-').reverse().join('/')} à ${campaign.scheduleTime}`
                  : `Créée le ${formatFrenchDateTime(campaign.sentAt ?? campaign.createdAt)}`}
              </span>
              {campaign.channel === 'sms' ? (
                <span className="settings-row__detail">
                  SMS · {campaign.totalSent} envoyé(s) · {campaign.totalDelivered} remis (
                  {rate(campaign.totalDelivered, campaign.totalSent)})
                </span>
              ) : (
                <span className="settings-row__detail">
                  {campaign.totalSent} envoyé(s) · {campaign.totalOpened} ouvert(s) (
                  {rate(campaign.totalOpened, campaign.totalSent)}) · {campaign.totalClicked} clic(s) (
                  {rate(campaign.totalClicked, campaign.totalSent)})
                </span>
              )}
            </span>
            <Badge tone={status.tone}>{status.label}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
