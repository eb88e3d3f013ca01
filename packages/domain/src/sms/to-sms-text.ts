import { isGsm7Text } from './count-sms-segments';

/**
 * French typography and accents outside the GSM-7 alphabet, each with the GSM character a reader takes for it:
 * a text that only differs by these goes as GSM-7 (160 characters a message) instead of UCS-2 (70).
 */
const REPLACEMENTS: Record<string, string> = {
  â: 'a',
  ê: 'e',
  ë: 'e',
  î: 'i',
  ï: 'i',
  ô: 'o',
  û: 'u',
  ÿ: 'y',
  ç: 'c',
  À: 'A',
  Â: 'A',
  È: 'E',
  Ê: 'E',
  Ë: 'E',
  Î: 'I',
  Ï: 'I',
  Ô: 'O',
  Ù: 'U',
  Û: 'U',
  Œ: 'OE',
  œ: 'oe',
  // Spanish accents GSM-7 lacks (é, ñ, ¿, ¡ are in it), for the diner's SMS in Spanish (issue 51).
  á: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  Á: 'A',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
  '’': "'",
  '‘': "'",
  '«': '"',
  '»': '"',
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
};

/**
 * The text as it is sent: French (and Spanish, German) accents and typography that GSM-7 lacks replaced by their closest GSM
 * character (« ê » → « e », « ’ » → « ' », « » » → « " », non-breaking spaces → spaces), so that a French message
 * stays GSM-7; a text that still holds other characters (an emoji, another script) is left as written and goes
 * as UCS-2.
 * @example toSmsText('Vous êtes attendu·e à 20 h') // 'Vous etes attendu·e à 20 h' (the · keeps it UCS-2)
 */
export function toSmsText(text: string): string {
  const normalised = text.normalize('NFC');
  const replaced = Array.from(normalised, (char) => REPLACEMENTS[char] ?? char).join('');
  return isGsm7Text(replaced) ? replaced : normalised;
}
