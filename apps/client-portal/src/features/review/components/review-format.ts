import type { Translator } from '@app/i18n';
import { formatLongDate, formatNumber } from '@app/i18n/formats';

type Words = Pick<Translator, 't' | 'locale'>;

/** 'samedi 21 novembre 2026' for '2026-11-21' in French, 'Saturday, 21 November 2026' in English (a calendar day). */
export function longVisitDate({ locale }: Pick<Translator, 'locale'>, date: string): string {
  return formatLongDate(locale, date) || date;
}

/** '5 points', '1 point', '2,5 points' (one decimal at most, the language's plural: French says « 1,5 point »). */
export function pointsText({ t, locale }: Words, points: number): string {
  return t('review.points', { count: Math.abs(points), text: formatNumber(locale, points, 1) });
}

/** '+5 points': what the review earned. */
export function formatEarnedPoints(words: Words, points: number): string {
  return `+${pointsText(words, points)}`;
}
