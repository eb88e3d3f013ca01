import type { SlotExplanation } from './explain-day-slots';
import type { TableSlotDecision } from './evaluate-table-slot';
import { toParisDateTime } from './paris-time';
import { formatHoldMinutes } from './table-duration-bands-schema';

/** How many free tables « Pourquoi complet ? » names before « et N autres ». */
const FREE_TABLES_NAMED = 6;

/** What « Pourquoi complet ? » shows for a slot: one headline and the lines that explain it. */
export interface SlotExplanationText {
  headline: string;
  /** Whether a diner can book it online now (for some party size « Par tables »). */
  open: boolean;
  lines: string[];
}

const people = (n: number) => `${n} ${n > 1 ? 'personnes' : 'personne'}`;
const covers = (n: number) => `${n} ${n > 1 ? 'couverts' : 'couvert'}`;
/** French agreement: singular for 0 and 1. */
const agree = (n: number, singular: string) => (n > 1 ? `${singular}s` : singular);

/** « table 3 », « tables 3 + 4 ». */
export function describeTables({ tables }: { tables: readonly string[] }): string {
  return tables.length > 1 ? `tables ${tables.join(' + ')}` : `table ${tables[0] ?? ''}`;
}

/** « 1 à 4 personnes », « 2, 4 et 6 personnes ». */
function describeSizes(sizes: readonly number[]): string {
  const first = sizes[0] ?? 0;
  const last = sizes.at(-1) ?? 0;
  if (sizes.length === 1) return people(first);
  if (last - first + 1 === sizes.length) return `${first} à ${people(last)}`;
  return `${sizes.slice(0, -1).join(', ')} et ${people(last)}`;
}

function describeClosure(closure: NonNullable<SlotExplanation['closedBy']>): string {
  const who = closure.by ? `par ${closure.by}` : "par l'équipe";
  if (!closure.at || Number.isNaN(Date.parse(closure.at))) return `Fermé ${who}`;
  const { date, time } = toParisDateTime({ at: new Date(closure.at) });
  return `Fermé ${who} le ${date.slice(8, 10)}/${date.slice(5, 7)} à ${time}`;
}

/** « T4 » for a numbered table, its own name otherwise (« Terrasse »). */
function tableLabel(table: string): string {
  return /^\d/.test(table) ? `T${table}` : table;
}

/** « Tables libres : T4 (2 personnes) jusqu'à 21:30, T9 (6 personnes, salle) sans réservation ensuite ». */
function describeFreeTables(free: TableSlotDecision['explanation']['freeTables'], time: string): string {
  if (free.length === 0) return `Aucune table libre à ${time}`;
  const named = free.slice(0, FREE_TABLES_NAMED).map((t) => {
    const until = t.freeUntil === null ? 'sans réservation ensuite' : `jusqu'à ${t.freeUntil}`;
    return `${tableLabel(t.table)} (${people(t.seats)}${t.online ? '' : ', salle'}) ${until}`;
  });
  const more = free.length - named.length;
  return `Tables libres : ${named.join(', ')}${more > 0 ? ` et ${more} autres` : ''}`;
}

/** The lines of one « Par tables » decision: what fills the slot, why the party is refused, what would open it. */
export function describeTableDecision({ decision }: { decision: TableSlotDecision }): string[] {
  const e = decision.explanation;
  const n = decision.partySize;
  const lines = [`${covers(e.coversBooked)} à table à ${e.time}`];
  if (e.coversPending > 0) lines.push(`${covers(e.coversPending)} en attente de confirmation`);
  const duration = `${formatHoldMinutes({ minutes: e.neededMinutes })}${e.endTime ? ` (jusqu'à ${e.endTime})` : ''}`;
  if (decision.reason === 'nonexistent-time')
    lines.push(`${e.time} n'existe pas ce jour-là (changement d'heure)`);
  else if (decision.reason === 'too-large')
    lines.push(`Aucune table ni association en ligne ne reçoit ${people(n)}`);
  else if (decision.reason === 'no-table')
    lines.push(`Aucune table en ligne libre ${duration} pour ${people(n)}`);
  else if (decision.fit)
    lines.push(`${people(n)} : ${describeTables({ tables: decision.fit.tables })}, ${duration}`);
  if (e.pacingLimit !== null) {
    const limit = `Limite de rythme : ${covers(e.pacingLimit)} par quart d'heure`;
    lines.push(
      decision.reason === 'pacing'
        ? `${limit} atteinte`
        : `${limit}, ${covers(e.coversStarting)} à ${e.time}`,
    );
  }
  if (decision.reason !== 'nonexistent-time') lines.push(describeFreeTables(e.freeTables, e.time));
  if (e.nextFree) {
    const label = describeTables({ tables: e.nextFree.tables });
    const words = e.nextFree.tables.length > 1 ? `les ${label} se libèrent` : `la ${label} se libère`;
    lines.push(`Ce qui l'ouvrirait : ${words} à ${e.nextFree.time}`);
  }
  if (e.inHouse) {
    const label = describeTables({ tables: e.inHouse.tables });
    lines.push(
      e.inHouse.tables.length > 1
        ? `Ce qui l'ouvrirait : les ${label} sont réservées à la salle (${e.inHouse.seats} places)`
        : `Ce qui l'ouvrirait : la ${label} est réservée à la salle (${e.inHouse.seats} places)`,
    );
  }
  if (e.unseated > 0) {
    lines.push(
      `${e.unseated} ${e.unseated > 1 ? 'réservations sans table' : 'réservation sans table'} sans place sur le plan ce jour-là`,
    );
  }
  return lines;
}

/**
 * « Pourquoi complet ? » in words for staff: the headline (passed, closed by whom and when, open online for
 * which parties or how many covers, or full) and, « Par tables », the decision's lines; « Par couverts », the
 * covers booked, held and left.
 */
export function describeSlotExplanation({
  explanation,
}: {
  explanation: SlotExplanation;
}): SlotExplanationText {
  const x = explanation;
  const open =
    !x.passed &&
    !x.dateClosed &&
    !x.closedBy &&
    (x.mode === 'tables' ? x.seatableSizes.length > 0 : x.remaining > 0);
  const headline = x.passed
    ? 'Passé : plus proposé en ligne'
    : x.dateClosed
      ? 'Réservation en ligne fermée ce jour-là'
      : x.closedBy
        ? describeClosure(x.closedBy)
        : x.mode === 'tables'
          ? open
            ? `En ligne : ${describeSizes(x.seatableSizes)}`
            : 'Complet en ligne'
          : open
            ? `En ligne : ${covers(x.remaining)} ${agree(x.remaining, 'restant')}`
            : 'Complet en ligne';
  // Closed by staff while the room still has space: reopening it is what would open it.
  const reopen = x.closedBy !== null && (x.mode === 'tables' ? x.seatableSizes.length > 0 : x.remaining > 0);
  if (x.mode === 'tables' && x.decision) {
    const lines = describeTableDecision({ decision: x.decision });
    return { headline, open, lines: reopen ? [...lines, "Ce qui l'ouvrirait : le rouvrir"] : lines };
  }
  const left = `${covers(x.remaining)} ${agree(x.remaining, 'libre')}`;
  return {
    headline,
    open,
    lines: [
      `${covers(x.coversBooked)} ${agree(x.coversBooked, 'réservé')} sur ${x.capacity}`,
      ...(x.coversPending > 0 ? [`${covers(x.coversPending)} en attente de confirmation`] : []),
      // The day's capacity may leave fewer than the slot's own seats.
      reopen
        ? `Ce qui l'ouvrirait : le rouvrir (${left} en ligne, créneau et journée)`
        : `${covers(x.remaining)} encore ${agree(x.remaining, 'libre')} en ligne (créneau et journée)`,
    ],
  };
}
