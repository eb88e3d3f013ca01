// Dates are written with the browser's Intl rather than date-fns: same French text, no formatting library in the
// booking route's bundle. Calendar dates ('YYYY-MM-DD') are read at noon UTC and formatted in UTC, so that the
// device's time zone never shifts the day. The formats are made on first use: a module that only imports
// another function of booking-dates.ts carries none of them (the booking page's first screen writes its dates
// in the diner's language, @app/i18n/formats).

let formats:
  { long: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat; month: Intl.DateTimeFormat } | undefined;

function french() {
  formats ??= {
    long: new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    weekday: new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }),
  };
  return formats;
}

const atNoonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'samedi 22 novembre 2026'. */
export function longFrenchDate(date: string): string {
  return french().long.format(atNoonUtc(date));
}

/**
 * 'samedi', '22', 'novembre' and '2026' for a day chip: words in full, so that what the chip shows is part of its
 * spoken name ('samedi 22 novembre 2026'), as WCAG's label-in-name asks (a voice user says what they see).
 */
export function chipParts(date: string): { weekday: string; day: string; month: string; year: string } {
  const d = atNoonUtc(date);
  return {
    weekday: french().weekday.format(d),
    day: String(d.getUTCDate()),
    month: french().month.format(d),
    year: String(d.getUTCFullYear()),
  };
}
