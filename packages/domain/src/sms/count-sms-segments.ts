/**
 * GSM 03.38 basic alphabet (one septet each) and its extension table (escape + one septet: two each). French
 * accents in the basic table: é è ù ì ò à É Ç (ç is sent as Ç by most networks, so it is not counted here as
 * GSM-7: a text holding it goes as UCS-2 unless {@link toSmsText} replaced it).
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

const BASIC = new Set(Array.from(GSM7_BASIC).filter((c) => c !== '\u001b'));
const EXTENSION = new Set(Array.from(GSM7_EXTENSION));

/** How a text is sent: GSM-7 when every character is in the GSM alphabet, UCS-2 (UTF-16) otherwise. */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7, an extension character counts 2) or UTF-16 code units (UCS-2, an emoji counts 2). */
  units: number;
  /** Messages the network bills: 1 up to 160 / 70 units, then 153 / 67 per part (the rest is the part header). */
  segments: number;
  /** Units left in the last segment before one more is needed. */
  remaining: number;
}

/** Whether every character of the text is in the GSM-7 alphabet (basic or extension table). */
export function isGsm7Text(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) return false;
  return true;
}

/** Units a text takes in its encoding. */
function unitsOf(text: string, encoding: SmsEncoding): number {
  if (encoding === 'UCS-2') return text.length;
  let units = 0;
  for (const char of text) units += EXTENSION.has(char) ? 2 : 1;
  return units;
}

/**
 * The segments a text costs, counted as the networks do (3GPP TS 23.038 / 23.040): GSM-7 160 units in one message
 * or 153 per part, UCS-2 70 or 67 per part; an empty text is one message.
 * @example countSmsSegments('Rendez-vous à 20h').segments // 1
 */
export function countSmsSegments(text: string): SmsSegments {
  const encoding: SmsEncoding = isGsm7Text(text) ? 'GSM-7' : 'UCS-2';
  const units = unitsOf(text, encoding);
  const single = encoding === 'GSM-7' ? 160 : 70;
  const part = encoding === 'GSM-7' ? 153 : 67;
  if (units <= single) return { encoding, units, segments: 1, remaining: single - units };
  const segments = Math.ceil(units / part);
  return { encoding, units, segments, remaining: segments * part - units };
}
