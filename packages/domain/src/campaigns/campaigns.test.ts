import { describe, expect, it } from 'vitest';
import { computeCampaignStatus } from './compute-campaign-status';
import { fillCampaignPlaceholders } from './fill-campaign-placeholders';
import { DEFAULT_LOYALTY_CONFIG } from '../loyalty';
import { campaignRecipientValues } from './campaign-recipient-values';
import {
  EMPTY_SEGMENT_MESSAGE,
  campaignRecipientEmail,
  selectCampaignRecipients,
} from './select-campaign-recipients';

describe('fillCampaignPlaceholders', () => {
  it('replaces every placeholder in subject and content', () => {
    const result = fillCampaignPlaceholders({
      subject: '[Prénom], une table vous attend au [Nom du restaurant]',
      content:
        'Bonjour [Nom du client] ([Niveau de fidélité]) : [Lien de réservation] — à bientôt [Prénom] !',
      values: {
        firstName: 'Jean',
        customerName: 'Jean Dupont',
        loyaltyLevel: 'Argent',
        bookingLink: 'https://resa.example/reservation/au-bureau',
        restaurantName: 'Au Bureau',
      },
    });
    expect(result).toEqual({
      subject: 'Jean, une table vous attend au Au Bureau',
      content: 'Bonjour Jean Dupont (Argent) : https://resa.example/reservation/au-bureau — à bientôt Jean !',
    });
  });

  it('derives the first name and empties unknown values', () => {
    expect(
      fillCampaignPlaceholders({
        subject: '[Prénom]|[Niveau de fidélité]',
        content: '',
        values: { customerName: ' Anne Martin' },
      }).subject,
    ).toBe('Anne|');
    expect(
      fillCampaignPlaceholders({
        subject: '[Prénom][Nom du client][Lien de réservation][Nom du restaurant]',
        content: '',
        values: {},
      }).subject,
    ).toBe('');
  });
});

describe('selectCampaignRecipients', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  const levels = DEFAULT_LOYALTY_CONFIG.levels;
  const base = { restaurantId: 'r1', emailMarketingConsent: true, firstSeenAt: '2026-01-01T00:00:00.000Z' };
  const members = [
    { id: 'a', email: 'a@x.fr', points: 150, lastVisit: '2026-11-01', ...base },
    { id: 'b', email: 'B@x.fr', points: 20, ...base, firstSeenAt: '2026-11-20T00:00:00.000Z' },
    { id: 'c', email: 'not-an-email', ...base },
    { id: 'd', email: 'd@x.fr', ...base, emailMarketingConsent: false },
    { id: 'e', email: 'e@x.fr', ...base, restaurantId: 'r2' },
    { id: 'f', email: 'A@X.fr', ...base },
    { id: 'g', email: ' g@x.fr ', points: 600, ...base, lastVisit: '2026-11-21' },
  ];
  const ids = (segment: string, seen?: Set<string>) =>
    selectCampaignRecipients({ members, restaurantId: 'r1', segment, levels, now, seen }).map((c) => c.id);

  it("keeps the restaurant's consenting customers with a valid-looking e-mail, each address once", () => {
    expect(ids('all')).toEqual(['a', 'b', 'g']);
    expect(campaignRecipientEmail({ member: { email: ' g@x.fr ' } })).toBe('g@x.fr');
    expect(campaignRecipientEmail({ member: { email: 'jean-at-example' } })).toBe('');
  });
  it('applies the segment', () => {
    expect(ids('vip')).toEqual(['a', 'g']);
    expect(ids('new')).toEqual(['b']);
    // 'f' shares a's e-mail but, unlike a, has no visit for long: the address is written to once, through f.
    expect(ids('inactive')).toEqual(['f']);
    expect(ids('level:new')).toEqual(['b', 'f']);
    expect(ids('level:bronze')).toEqual(['a']);
    expect(ids('level:gold')).toEqual(['g']);
    expect(ids('level:diamond')).toEqual([]);
    expect(ids('everyone?')).toEqual([]);
    expect(EMPTY_SEGMENT_MESSAGE).toBe('Aucun client trouvé pour ce segment');
  });
  it('remembers the addresses taken on earlier pages', () => {
    const seen = new Set(['a@x.fr']);
    expect(ids('all', seen)).toEqual(['b', 'g']);
    expect([...seen].sort()).toEqual(['a@x.fr', 'b@x.fr', 'g@x.fr']);
  });
});

describe('campaignRecipientValues', () => {
  const levels = DEFAULT_LOYALTY_CONFIG.levels;
  it("names the recipient from the view and gives the level of the points there, under the restaurant's thresholds", () => {
    expect(
      campaignRecipientValues({ member: { name: 'Marie Curie', firstName: 'Marie', points: 120 }, levels }),
    ).toEqual({ firstName: 'Marie', customerName: 'Marie Curie', loyaltyLevel: 'Bronze' });
    expect(campaignRecipientValues({ member: { name: ' Anne Martin ' }, levels })).toEqual({
      firstName: 'Anne',
      customerName: 'Anne Martin',
      loyaltyLevel: 'Nouveau',
    });
    expect(
      campaignRecipientValues({
        member: { firstName: 'Luc', lastName: 'Roy', points: 30 },
        levels: { bronze: 20, silver: 40, gold: 60, diamond: 80 },
      }),
    ).toEqual({ firstName: 'Luc', customerName: 'Luc Roy', loyaltyLevel: 'Bronze' });
  });
});

describe('computeCampaignStatus', () => {
  it('derives the final status and label from the counts', () => {
    expect(computeCampaignStatus({ succeeded: 10, total: 10 })).toEqual({ status: 'sent', label: 'Envoyée' });
    expect(computeCampaignStatus({ succeeded: 3, total: 10 })).toEqual({
      status: 'partial',
      label: 'Partielle',
    });
    expect(computeCampaignStatus({ succeeded: 0, total: 10 })).toEqual({
      status: 'failed',
      label: 'Échouée',
    });
    expect(computeCampaignStatus({ succeeded: 0, total: 0 })).toEqual({ status: 'failed', label: 'Échouée' });
  });
});
