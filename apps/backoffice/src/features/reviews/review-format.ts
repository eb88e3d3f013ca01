import { formatShortDate, toParisDateTime } from '@app/domain';

/** 'dd/MM/yyyy' of an instant, in Paris (the restaurant's day), whatever the device's time zone. */
export function reviewDay(timestamp: string | undefined): string {
  if (!timestamp) return '';
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return '';
  return formatShortDate({ date: toParisDateTime({ at }).date });
}

/** '4,2' (one decimal, French comma). */
export function formatAverage(value: number): string {
  return value.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** '40 %' (French spacing, no break before the sign). */
export function formatPercent(value: number): string {
  return `${value}\u00a0%`;
}

/** Where a review's customer file is: their id (the e-mail) or e-mail, URL-encoded; null without either. */
export function customerPathId(review: { customerId?: string; customerEmail?: string }): string | null {
  const id = review.customerId?.trim() || review.customerEmail?.trim() || '';
  return id ? encodeURIComponent(id) : null;
}
