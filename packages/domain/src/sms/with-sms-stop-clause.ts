/** What every marketing SMS ends with, so the diner can opt out by answering (the inbound webhook's « STOP »). */
export const SMS_STOP_CLAUSE = 'STOP : répondez STOP';

/**
 * A marketing SMS's text with its opt-out: the clause is added unless the text already offers « STOP ».
 * @example withSmsStopClause('Soirée jazz vendredi !') // 'Soirée jazz vendredi ! STOP : répondez STOP'
 */
export function withSmsStopClause(text: string): string {
  const trimmed = text.trim();
  return /\bSTOP\b/.test(trimmed) ? trimmed : `${trimmed} ${SMS_STOP_CLAUSE}`;
}
