/** Who answered by SMS, as a booking's history names them. */
export const SMS_REPLY_ACTOR = 'Client (SMS)';

const NAMES = {
  confirmation: 'de confirmation',
  reminder: 'de rappel',
  waitlist_offer: "d'offre de table",
  rejection: 'de refus',
  campaign: 'de campagne',
} as const;

/** A type of SMS the product sends. */
export type SmsKind = keyof typeof NAMES;

/** « 1 SMS », « 2 SMS »: what staff read of a message's length. */
export function describeSmsCount(segments: number): string {
  return `${segments} SMS`;
}

/**
 * The line a booking's history shows for each of its SMS and answers (kind 'sms').
 * @example SMS_HISTORY.sent('reminder', 1) // 'SMS de rappel envoyé (1 SMS)'
 */
export const SMS_HISTORY = {
  sent: (kind: SmsKind, segments: number) => `SMS ${NAMES[kind]} envoyé (${describeSmsCount(segments)})`,
  failed: (kind: SmsKind) => `SMS ${NAMES[kind]} non envoyé : numéro refusé ou service indisponible`,
  stopped: (kind: SmsKind) => `SMS ${NAMES[kind]} non envoyé : le client a répondu STOP`,
  capped: (kind: SmsKind) =>
    `SMS ${NAMES[kind]} non envoyé : plafond mensuel de SMS atteint, le mail part seul`,
  delivered: (kind: SmsKind) => `SMS ${NAMES[kind]} remis au client`,
  undelivered: (kind: SmsKind) => `SMS ${NAMES[kind]} non remis : téléphone injoignable ou numéro inactif`,
  answer: (text: string, outcome: string) => `Réponse SMS « ${text} » : ${outcome}`,
} as const;

/** What an answer did, as its history line ends. */
export const SMS_ANSWER_OUTCOMES = {
  confirmed: 'venue confirmée',
  cancelled: 'réservation annulée',
  stopped: 'plus aucun SMS',
  alreadyConfirmed: 'venue déjà confirmée',
  notConfirmable: 'la réservation ne peut plus être confirmée ni annulée par SMS',
  penalty: "annulation tardive non faite par SMS : le client doit l'annuler en ligne",
  unknown: 'réponse non reconnue',
} as const;
