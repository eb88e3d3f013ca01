/**
 * A number as French screens and mails write it (issue 48, defect 17): a decimal comma and thousands separated as
 * Intl writes them, at most `maximumFractionDigits` decimals (1 unless told), none for a whole number. Every
 * average, rate or count that may have a fraction goes through it, never through `${n}` (« 3.5 »).
 * @example formatDecimal({ value: 3.5 }) // '3,5'
 * @example formatDecimal({ value: 1.714, maximumFractionDigits: 2 }) // '1,71'
 */
export function formatDecimal({
  value,
  maximumFractionDigits = 1,
}: {
  value: number;
  maximumFractionDigits?: number;
}): string {
  const safe = Number.isFinite(value) ? value : 0;
  // `|| 0`: a value rounding to zero is « 0 », never « -0 ».
  const factor = 10 ** maximumFractionDigits;
  return (Math.round(safe * factor) / factor || 0).toLocaleString('fr-FR', { maximumFractionDigits });
}
