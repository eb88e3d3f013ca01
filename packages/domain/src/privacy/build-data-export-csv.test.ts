import { describe, expect, it } from 'vitest';
import { buildDataExportCsv } from './build-data-export-csv';
import type { CustomerDataExport, VenueDataExport } from './customer-data-export';

const emptyDocuments = (): VenueDataExport['documents'] => ({
  reservations: [],
  archivedReservations: [],
  reviews: [],
  vouchers: [],
  voucherUsages: [],
  loyaltyLedger: [],
  visits: [],
  waitlist: [],
  emails: [],
  campaignEvents: [],
});

describe('buildDataExportCsv', () => {
  it('lists every field of every document, by venue and category, nested fields flattened', () => {
    const data: CustomerDataExport = {
      generatedAt: '2026-11-26T10:00:00.000Z',
      account: { id: 'lea@exemple.fr', email: 'lea@exemple.fr', firstName: 'Léa' },
      hasPassword: true,
      truncated: false,
      venues: [
        {
          restaurantId: 'r1',
          restaurantName: 'Au Bureau',
          profile: {
            id: 'r1_lea@exemple.fr',
            emailMarketingConsent: true,
            consentProofs: { email: { granted: true, method: 'form', text: 'Recevoir; "offres"' } },
            points: 12.5,
          },
          documents: {
            ...emptyDocuments(),
            reservations: [{ id: 'res1', date: '2026-11-24', statusHistory: [{ status: 'pending' }] }],
          },
        },
      ],
    };
    const lines = buildDataExportCsv({ data }).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Restaurant;Catégorie;Document;Champ;Valeur');
    expect(lines).toContain('Compte client;Identité;lea@exemple.fr;firstName;Léa');
    expect(lines).toContain('Compte client;Identité;mot de passe;défini;oui');
    expect(lines).toContain('Au Bureau;Fiche du restaurant;r1_lea@exemple.fr;emailMarketingConsent;oui');
    expect(lines).toContain(
      'Au Bureau;Fiche du restaurant;r1_lea@exemple.fr;consentProofs.email.text;"Recevoir; ""offres"""',
    );
    expect(lines).toContain('Au Bureau;Fiche du restaurant;r1_lea@exemple.fr;points;12,5');
    expect(lines).toContain('Au Bureau;Réservations;res1;statusHistory.0.status;pending');
  });

  it('keeps a formula-looking value as text (CSV injection)', () => {
    const data: CustomerDataExport = {
      generatedAt: '2026-11-26T10:00:00.000Z',
      account: { id: 'x', note: '=HYPERLINK("http://evil")' },
      hasPassword: false,
      truncated: false,
      venues: [],
    };
    const csv = buildDataExportCsv({ data });
    expect(csv).toContain(`;"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toContain(';=HYPERLINK');
  });
});
