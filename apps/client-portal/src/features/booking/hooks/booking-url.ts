/**
 * The booking steps and the diner's choices in the URL (`?date=2026-11-24&heure=20:00&personnes=2&etape=coordonnees`),
 * so that the browser's Back goes one step back and a reload keeps the choices. The parameters are French, like
 * the site's paths. Anything missing or malformed is dropped, and a step whose earlier choices are missing
 * falls back to the first incomplete one.
 */

export type BookingStep = 'date' | 'slot' | 'party' | 'details' | 'done';

/** The step names of the URL's `etape`. */
export const STEP_PARAMS: Record<BookingStep, string> = {
  date: 'date',
  slot: 'heure',
  party: 'convives',
  details: 'coordonnees',
  done: 'confirmation',
};

/** The choices a URL carries, each one only when well formed. */
export interface BookingUrl {
  step?: BookingStep;
  date?: string;
  time?: string;
  partySize?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Reads the URL's choices; a date outside the booking window ([today, lastDate]) is dropped. */
export function readBookingUrl(
  params: URLSearchParams,
  window: { today: string; lastDate: string },
): BookingUrl {
  const url: BookingUrl = {};
  const stepParam = params.get('etape');
  const step = (Object.keys(STEP_PARAMS) as BookingStep[]).find((key) => STEP_PARAMS[key] === stepParam);
  if (step) url.step = step;
  const date = params.get('date') ?? '';
  if (DATE.test(date) && date >= window.today && date <= window.lastDate) url.date = date;
  const time = params.get('heure') ?? '';
  if (TIME.test(time)) url.time = time;
  const partySize = Number(params.get('personnes'));
  if (Number.isInteger(partySize) && partySize >= 1 && partySize <= 50) url.partySize = partySize;
  return url;
}

type ChoiceStep = 'date' | 'slot' | 'party';

/** Each choice's URL parameter, by the step that makes it. */
const CHOICE_PARAMS: Record<ChoiceStep, string> = { date: 'date', slot: 'heure', party: 'personnes' };

/** The choice a step makes (the details step makes none the URL carries). */
const choiceOf = (step: BookingStep, url: BookingUrl) =>
  step === 'date' ? url.date : step === 'slot' ? url.time : step === 'party' ? url.partySize : undefined;

/**
 * The steps in the order the diner takes them. « Par tables » asks the party before the time: the times offered
 * are those a table of that size allows.
 */
export const stepOrder = (tables = false): Exclude<BookingStep, 'done'>[] =>
  tables ? ['date', 'party', 'slot', 'details'] : ['date', 'slot', 'party', 'details'];

/**
 * The step to show: the one asked for when the choices it needs are there (those of the steps before it in
 * {@link stepOrder}, a booking made for the confirmation), else the first incomplete step.
 */
export function resolveStep(
  url: BookingUrl,
  { booked, tables }: { booked: boolean; tables?: boolean },
): BookingStep {
  const wanted = url.step ?? 'date';
  if (wanted === 'done' && booked) return 'done';
  const order = stepOrder(tables);
  const reachable =
    order.find((step) => step !== 'details' && choiceOf(step, url) === undefined) ?? 'details';
  const asked = wanted === 'done' ? 'details' : wanted;
  return order.indexOf(asked) <= order.indexOf(reachable) ? asked : reachable;
}

/**
 * The search string of a step with the choices made up to it (its own included when made: the party step keeps
 * the size being chosen), in the order a diner makes them. The values are written as they are ('heure=20:00',
 * readable in the address bar): dates, times and numbers need no escaping.
 */
export function bookingSearch(
  step: BookingStep,
  choices: Omit<BookingUrl, 'step'> = {},
  tables = false,
): string {
  const order = stepOrder(tables);
  const pairs = order.slice(0, step === 'done' ? 0 : order.indexOf(step) + 1).flatMap((made) => {
    const value = choiceOf(made, choices);
    return made !== 'details' && value ? [`${CHOICE_PARAMS[made]}=${value}`] : [];
  });
  if (step !== 'date') pairs.push(`etape=${STEP_PARAMS[step]}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
