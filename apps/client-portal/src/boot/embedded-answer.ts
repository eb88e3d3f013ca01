import type { FirstScreenCall } from './first-screen';

/**
 * The first screen's answer the page's HTML already carries: the booking page's function (functions/src/http/
 * booking-page.ts) writes getRestaurantBySlug's answer into a JSON data block with this id, beside the band it
 * renders. Read once, and only for the same call with the same data as the boot script would start.
 */
export const EMBEDDED_ANSWER_ID = 'early-answer';

interface EmbeddedAnswer {
  call: string;
  data: Record<string, string>;
  value: unknown;
}

function isEmbeddedAnswer(value: unknown): value is EmbeddedAnswer {
  const v = value as Partial<EmbeddedAnswer> | null;
  return typeof v?.call === 'string' && typeof v.data === 'object' && v.data !== null && 'value' in v;
}

/** The answer of `call` written in the page, taken out of it; undefined when the page carries none for it. */
export function takeEmbeddedAnswer(
  call: FirstScreenCall,
  doc: Document = document,
): { value: unknown } | undefined {
  const element = doc.getElementById(EMBEDDED_ANSWER_ID);
  if (!element) return undefined;
  element.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
  if (!isEmbeddedAnswer(parsed) || parsed.call !== call.name) return undefined;
  if (JSON.stringify(parsed.data) !== JSON.stringify(call.data)) return undefined;
  return { value: parsed.value };
}
