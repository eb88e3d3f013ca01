import { describe, expect, it } from 'vitest';
import { computeCampaignStatus } from './compute-campaign-status';
import { fillCampaignPlaceholders } from './fill-campaign-placeholders';
import { EMPTY_SEGMENT_MESSAGE, selectCampaignRecipients } from './select-campaign-recipients';

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
  const base = { emailMarketingConsent: true, restaurantIds: ['r1'] };
  const customers = [
    {
      id: 'a',
      email: 'a@x.fr',
      loyaltyPoints: 150,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastVisit: '2026-11-01',
      ...base,
    },
    { id: 'b', email: 'B@x.fr', loyaltyPoints: 20, createdAt: '2026-11-10T00:00:00.000Z', ...base },
    { id: 'c', email: 'not-an-email', ...base },
    { id: 'd', email: 'd@x.fr', ...base, emailMarketingConsent: false },
    { id: 'e', email: 'e@x.fr', ...base, restaurantIds: ['r2'] },
    { id: 'f', email: 'a@x.fr', ...base },
  ];
  const ids = (segment: string) =>
    selectCampaignRecipients({ customers, restaurantId: 'r1', segment, now }).map((c) => c.id);

  it('keeps consenting customers of the restaurant with a valid-looking e-mail, once each', () => {
    expect(ids('all')).toEqual(['a', 'b']);
  });
  it('applies the segment', () => {
    expect(ids('vip')).toEqual(['a']);
    expect(ids('new')).toEqual(['b']);
    // 'f' shares a's e-mail but, unlike a, has no recent visit: the e-mail is written to once, through f.
    expect(ids('inactive')).toEqual(['b', 'f']);
    expect(ids('everyone?')).toEqual([]);
    expect(EMPTY_SEGMENT_MESSAGE).toBe('Aucun client trouvé pour ce segment');
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
