/**
 * Whether one more message of `segments` SMS stays within the venue's monthly cap, `used` being the SMS already
 * billed this month: the cap counts what the network bills (a 2-part message counts 2); a cap of 0 sends none.
 * @example smsCapAllows({ used: 499, segments: 2, cap: 500 }) // false
 */
export function smsCapAllows({
  used,
  segments,
  cap,
}: {
  used: number;
  segments: number;
  cap: number;
}): boolean {
  return used + segments <= cap;
}
