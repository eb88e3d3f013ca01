import { SMS_SEGMENT_PRICE_MILLI_EUR } from './sms-cost';

/** The French texts of Rapports › « SMS » (issue 50). */
export const SMS_REPORT_TEXTS = {
  tab: 'SMS',
  table: 'SMS envoyés par mois',
  loading: 'Chargement des SMS',
  loadError: 'Impossible de charger les SMS',
  empty: 'Aucun SMS envoyé sur les douze derniers mois',
  columns: {
    month: 'Mois',
    messages: 'Messages',
    segments: 'SMS facturés',
    cost: 'Coût HT',
    capped: 'Retenus par le plafond',
  },
  total: 'Total sur douze mois',
  price: `Prix d’un SMS vers un mobile français : ${(SMS_SEGMENT_PRICE_MILLI_EUR / 1000).toLocaleString(
    'fr-FR',
    {
      minimumFractionDigits: 3,
    },
  )} € HT. Un message de 2 SMS compte double.`,
  capReached: (month: string, at: string, capped: number) =>
    `Plafond mensuel atteint en ${month} (le ${at}) : ${capped} ${capped > 1 ? 'messages sont partis' : 'message est parti'} par e-mail seulement.`,
} as const;

/**
 * A counter's month as Rapports show it.
 * @example formatSmsMonth('2026-12') // 'décembre 2026'
 */
export function formatSmsMonth(month: string): string {
  const [year = 2000, mon = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, mon - 1, 1)),
  );
}
