import { formatSmsCost } from './sms-cost';
import type { SmsEncoding } from './count-sms-segments';

/** The messages a venue may also send by SMS, in the order « Établissement » → « Messages » lists them. */
export const SMS_MESSAGE_KINDS = ['confirmation', 'reminder', 'waitlistOffer', 'rejection'] as const;
export type SmsMessageKind = (typeof SMS_MESSAGE_KINDS)[number];

/** The French texts of « Établissement » → « Messages » (issue 50). */
export const SMS_SETTINGS_TEXTS = {
  title: 'Messages',
  explanation:
    'Les messages envoyés aussi par SMS au numéro que le client a donné. L’e-mail part toujours ; le SMS s’ajoute quand il est activé.',
  loading: 'Chargement des messages',
  loadError: 'Impossible de charger les réglages des SMS',
  retry: 'Réessayer',
  kinds: {
    confirmation: 'Confirmation de la réservation',
    reminder: 'Rappel avant la venue',
    waitlistOffer: 'Offre de table (liste d’attente)',
    rejection: 'Refus de la demande',
  } satisfies Record<SmsMessageKind, string>,
  sendBySms: (kind: string) => `${kind} par SMS`,
  text: 'Texte du SMS',
  placeholders:
    'Remplacés à l’envoi : {restaurant}, {date}, {heure}, {personnes} ; le rappel garde {confirmer} et {annuler}, l’offre {lien} et {fin}.',
  senderName: 'Nom d’expéditeur',
  senderHint: 'De 3 à 11 lettres ou chiffres, sans accent. Vide : le numéro par défaut du fournisseur.',
  maxSegments: 'Longueur maximale d’un message',
  maxSegmentsOptions: { 1: '1 SMS (160 caractères)', 2: '2 SMS (306 caractères)' },
  monthlyCap: 'Plafond mensuel (SMS)',
  monthlyCapHint: 'Au-delà, l’e-mail part seul jusqu’au mois suivant.',
  save: 'Enregistrer les messages',
  saved: 'Messages enregistrés',
  saveError: 'Erreur lors de l’enregistrement des messages',
  usage: (segments: number, cap: number) =>
    `Ce mois-ci : ${segments.toLocaleString('fr-FR')} SMS sur ${cap.toLocaleString('fr-FR')} (${formatSmsCost(segments)} HT)`,
  capReached: (day: string) =>
    `Plafond mensuel atteint le ${day} : les messages de ce mois partent par e-mail seulement.`,
} as const;

/**
 * What the counter under a text says as staff type: « 1 SMS » / « 2 SMS », and the alphabet when accents or
 * symbols force UCS-2 (70 characters a message).
 * @example smsCountLabel(1, 'GSM-7') // '1 SMS'
 */
export function smsCountLabel(segments: number, encoding: SmsEncoding): string {
  const count = `${segments} SMS`;
  return encoding === 'UCS-2' ? `${count} · caractères spéciaux : 70 caractères par SMS` : count;
}
