import type { Campaign, Invitation } from '@app/domain';
import { hashInvitationToken } from '../callables/users/invitation-token';
import { addDays } from './demo-calendar';

export type DemoCampaign = Omit<Campaign, 'channel' | 'totalDelivered'> &
  Partial<Pick<Campaign, 'channel' | 'totalDelivered'>> & { id: string };
export type DemoInvitation = Invitation & { id: string };

const DAY = 24 * 3_600_000;

/**
 * A campaign history for each demo venue, as sendCampaign leaves it: a promotion sent three weeks ago, a
 * loyalty mail sent in part last week, and one scheduled for next week, so « Campagnes » shows every state.
 */
export function buildDemoCampaigns(
  venues: readonly { id: string; name: string }[],
  now: Date,
  today: string,
): DemoCampaign[] {
  return venues.flatMap((venue) => {
    const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const base = {
      targetRestaurant: venue.id,
      restaurantName: venue.name,
      scheduleTime: '09:00',
      createdBy: 'demo',
      redirection: { type: 'booking' as const, url: '', label: 'Réserver une table', trackingEnabled: true },
    };
    return [
      {
        ...base,
        id: `demo-campaign-${venue.id}-promo`,
        type: 'promotion' as const,
        subject: 'Le menu de saison est arrivé',
        content: 'Bonjour [Prénom],\n\nNotre nouveau menu de saison vous attend chez [Nom du restaurant].',
        targetSegment: 'all',
        status: 'sent' as const,
        sentAt: at(21),
        createdAt: at(21),
        totalRecipients: 24,
        totalSent: 24,
        totalOpened: 15,
        totalClicked: 6,
      },
      {
        ...base,
        id: `demo-campaign-${venue.id}-loyalty`,
        type: 'loyalty' as const,
        subject: '[Prénom], votre prochain cadeau approche',
        content:
          'Vous êtes [Niveau de fidélité] chez [Nom du restaurant] : encore une visite pour votre cadeau !',
        targetSegment: 'vip',
        status: 'partial' as const,
        sentAt: at(6),
        createdAt: at(6),
        totalRecipients: 8,
        totalSent: 7,
        totalOpened: 4,
        totalClicked: 2,
      },
      {
        ...base,
        id: `demo-campaign-${venue.id}-scheduled`,
        type: 'reminder' as const,
        subject: 'On vous garde une table pour le week-end ?',
        content: 'Bonjour [Prénom], réservez en un clic : [Lien de réservation]',
        targetSegment: 'inactive',
        scheduleDate: addDays(today, 7),
        status: 'pending' as const,
        createdAt: at(0),
        totalRecipients: 0,
        totalSent: 0,
        totalOpened: 0,
        totalClicked: 0,
      },
    ];
  });
}

/**
 * Two invitations of master_admin so « Utilisateurs & Rôles » shows the states: one waiting (sent yesterday), one
 * expired (sent ten days ago). Their tokens are thrown away: only the hash is kept, as inviteUser does.
 */
export function buildDemoInvitations(restaurantIds: readonly string[], now: Date): DemoInvitation[] {
  const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const invitation = (id: string, name: string, email: string, sentDaysAgo: number): DemoInvitation => ({
    id,
    token: hashInvitationToken(`demo-${id}-jeton-jamais-envoye`),
    name,
    email,
    role: 'admin',
    restaurantIds: [...restaurantIds.slice(0, 1)],
    invitedBy: 'demo',
    createdAt: at(sentDaysAgo),
    expiresAt: at(sentDaysAgo - 7),
    used: false,
  });
  return [
    invitation('demo-invitation-waiting', 'Nadia Serveuse', 'nadia.serveuse@resto-demo.fr', 1),
    invitation('demo-invitation-expired', 'Hugo Extra', 'hugo.extra@resto-demo.fr', 10),
  ];
}
