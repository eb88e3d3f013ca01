import { describe, expect, it } from 'vitest';
import { menuEntriesFor } from './menu-entries';

const labels = (role: Parameters<typeof menuEntriesFor>[0]) => menuEntriesFor(role).map((e) => e.label);

describe('menuEntriesFor', () => {
  it('gives admin the daily entries, reviews and the customer file only', () => {
    expect(labels('admin')).toEqual([
      'Accueil',
      'Réservations',
      'Planning',
      'Valider code-barres',
      'Avis Clients',
      'Fichier Client',
    ]);
  });

  it('adds analytics, reward analytics, reports, settings, establishment and the restaurants overview for admin_full and master_admin', () => {
    for (const role of ['admin_full', 'master_admin'] as const) {
      expect(labels(role)).toEqual([
        'Accueil',
        'Réservations',
        'Planning',
        'Valider code-barres',
        'Avis Clients',
        'Fichier Client',
        'Analytics',
        'Analytics des récompenses',
        'Rapports',
        'Paramètres',
        'Établissement',
        'Mes restaurants',
      ]);
    }
  });
});
