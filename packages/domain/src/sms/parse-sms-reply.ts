/** What a diner's SMS answer asks for: confirm the booking, cancel it, stop every SMS; null for anything else. */
export type SmsReplyIntent = 'confirm' | 'cancel' | 'stop';

const WORDS: Record<string, SmsReplyIntent> = {
  '1': 'confirm',
  OUI: 'confirm',
  '9': 'cancel',
  NON: 'cancel',
  STOP: 'stop',
  STOPSMS: 'stop',
  ARRET: 'stop',
};

/**
 * Reads an answer as a person types it: case, accents, spaces and a final full stop or exclamation mark do not
 * matter (« oui », « Oui ! », « 1. », « Stop », « ARRÊT »); a sentence that only contains the word is no answer
 * (« Non merci je viens » is not read as « NON »), so a diner is never cancelled by a misread message.
 * @example parseSmsReply(' oui ! ') // 'confirm'
 */
export function parseSmsReply(text: string): SmsReplyIntent | null {
  const word = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[\s.!]+/g, '');
  return WORDS[word] ?? null;
}
