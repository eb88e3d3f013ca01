import fc from 'fast-check';
import { NAMES_IN_EVERY_SCRIPT } from '@app/domain';
import type { z } from 'zod';

/**
 * Inputs for a callable, drawn from its own zod schema (the fuzz of issue 55): the shape the schema describes, each
 * value mostly one it could accept (the ids, dates, times, e-mails and phones of the benches' world, names in
 * every script) so that the calls reach the handlers and the store, and often one it should refuse (texts with NUL
 * or half an emoji, over-long, any JSON value in place of any field, numbers out of every range, extra keys).
 */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Texts no store keeps, and texts at the edges of every check. */
const hostileText = fc.oneof(
  fc.constantFrom('', ' ', 'a\u0000b', '\uD83D', 'x\uDE00', 'Zoe\u0308', '😀'.repeat(60), 'x'.repeat(2049)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Values of the benches' world (seedMarieAtAuBureau, r1's paired tablet), by what a field names. */
const WORLD: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/^(restaurantid|targetrestaurant|venue)$/, ['r1', 'r1', 'r1', 'inconnu']],
  [/^reservationid$/, ['res1', 'res1', 'inconnue']],
  [/^(customerid|keepid|duplicateid|keptid)$/, ['marie@example.fr', 'marie@example.fr', 'ana@example.fr']],
  [/^slug$/, ['au-bureau', 'au-bureau', 'inconnu']],
  [/^deviceid$/, ['dev-r1']],
  [/^userid$/, ['u-admin', 'u-full', 'inconnu']],
  [/^(entryid|rewardid|reviewid|campaignid|visitid|invitationid)$/, ['wl1', 'v1', 'rev1', 'c1', 'x']],
  [/email/, ['marie@example.fr', 'ana@example.fr', 'zoë@exemple.fr', 'a@b.c']],
  [/phone/, ['0611223344', '+33612345678', '06 12 34 56 78', '+44 20 7946 0958']],
  [/date|^(from|to|day)$/, ['2026-11-24', '2026-11-24', '2026-11-22', '2027-03-28', '2026-02-30']],
  [/time$|slots?$/, ['19:30', '12:30', '20:00', '00:00', '23:59']],
  [/colou?r/, ['#1a2b3c', '#c0392b']],
  [/emoji/, ['🍺', '🎁']],
  [/password/, ['secret12', 'demo1234demo1234']],
  [/postal/, ['75001', '13002', '']],
  [/^(locale|language)$/, ['fr', 'en', 'es', 'de']],
  [/code|token|signature/, ['123456', 'REWARD:312345601', 'LOYALTY:21234567', 'BUREAU']],
  [/id$|ids$/, ['r1', 'res1', 'marie@example.fr', 'u-admin', 'inconnu']],
];

/** A plausible text for a field, read from its name, else a name in any script or a few words. */
function plausibleText(key: string): fc.Arbitrary<string> {
  const k = key.toLowerCase();
  if (k === 'requestid') return fc.uuid();
  const known = WORLD.find(([pattern]) => pattern.test(k));
  if (known) return fc.constantFrom(...known[1]);
  return fc.oneof(fc.constantFrom(...NAMES_IN_EVERY_SCRIPT), fc.lorem({ maxCount: 6 }));
}

/** A plausible number for a field: a party, a bill, a rating, a link's expiry, else a small count. */
function plausibleNumber(key: string): fc.Arbitrary<number> {
  const k = key.toLowerCase();
  if (k.includes('party') || k === 'covers') return fc.integer({ min: 1, max: 8 });
  if (k.includes('amount') || k.includes('value') || k.includes('euros'))
    return fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100);
  if (k.includes('rating')) return fc.integer({ min: 1, max: 5 });
  if (k.includes('expires')) return fc.constantFrom(1_800_000_000, 1_700_000_000);
  return fc.integer({ min: 0, max: 60 });
}

/** Any number: small counts, amounts with cents, the edges of doubles, NaN and infinities (a direct call). */
const anyNumber = fc.oneof(
  fc.integer({ min: -2, max: 12 }),
  fc.double({ min: -1e6, max: 1e6 }),
  fc.constantFrom(
    0,
    -0,
    0.5,
    86.55,
    201,
    1e21,
    Number.MAX_SAFE_INTEGER + 2,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ),
);

/** Any JSON value, a few levels deep, in place of a field. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Plausible: every value one the field could take; any: hostile values mixed in at every field. */
type Mode = 'plausible' | 'any';

function build(schema: z.ZodType, key: string, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 10) return fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return mode === 'plausible'
        ? plausibleText(key)
        : fc.oneof({ weight: 3, arbitrary: plausibleText(key) }, { weight: 2, arbitrary: hostileText });
    case 'number':
    case 'int':
      return mode === 'plausible' ? plausibleNumber(key) : fc.oneof(plausibleNumber(key), anyNumber);
    case 'boolean':
      // Mostly yes: the terms accepted, the consent given, the flag a form sets.
      return mode === 'plausible'
        ? fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false))
        : fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [undefined]));
    case 'enum': {
      const values = fc.constantFrom(...Object.values(def.entries ?? {}));
      return mode === 'plausible'
        ? values
        : fc.oneof({ weight: 5, arbitrary: values }, { weight: 1, arbitrary: hostileText });
    }
    case 'default':
    case 'prefault':
    case 'catch':
      // A form's text with its default ('' when absent): plausible inputs fill it, as the forms do.
      if (mode === 'plausible') return build(def.innerType as z.ZodType, key, depth + 1, mode);
      return fc.oneof(build(def.innerType as z.ZodType, key, depth + 1, mode), fc.constant(undefined));
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof(
        { weight: 4, arbitrary: build(def.innerType as z.ZodType, key, depth + 1, mode) },
        {
          weight: 1,
          arbitrary: mode === 'plausible' ? fc.constant(undefined) : fc.constantFrom(undefined, null),
        },
      );
    case 'pipe': {
      const entry = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
      return entry ? build(entry, key, depth + 1, mode) : anyJson;
    }
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(shape).map(([name, child]) => [name, build(child, name, depth + 1, mode)]),
      );
      // Plausible inputs hold every field (an optional one's value may be undefined); others may lack any.
      return fc.record(fields, { requiredKeys: mode === 'plausible' ? Object.keys(shape) : [] });
    }
    case 'array':
      return fc.array(build(def.element as z.ZodType, key, depth + 1, mode), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => build(item, key, depth + 1, mode)));
    case 'record':
      return fc.dictionary(
        mode === 'plausible'
          ? fc.constantFrom('r1', 'monday', 'a')
          : fc.constantFrom('r1', 'monday', 'a', '\u0000'),
        build(def.valueType as z.ZodType, key, depth + 1, mode),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => build(option, key, depth + 1, mode)));
    case 'intersection':
      return build(def.left as z.ZodType, key, depth + 1, mode);
    case 'lazy':
      return def.getter ? build(def.getter(), key, depth + 1, mode) : anyJson;
    default:
      return anyJson;
  }
}

/** Replaces one first-level field of an input with a hostile value (a bad text, a wrong number, any JSON). */
const withOneHostileField = (input: unknown) =>
  fc.tuple(fc.nat(), fc.oneof(hostileText, anyNumber, anyJson)).map(([index, value]) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return value;
    const keys = Object.keys(input);
    if (keys.length === 0) return { [`x${index}`]: value };
    return { ...input, [keys[index % keys.length] as string]: value };
  });

/**
 * An arbitrary of inputs for a schema: its own shape with plausible values (which mostly pass its checks and reach
 * the handler and the store), the same with one field made hostile, hostile values at every field, or any JSON.
 */

export function inputArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const plausible = build(schema, '', 0, 'plausible');
  return fc.oneof(
    { weight: 5, arbitrary: plausible },
    { weight: 3, arbitrary: plausible.chain(withOneHostileField) },
    { weight: 2, arbitrary: build(schema, '', 0, 'any') },
    { weight: 1, arbitrary: anyJson },
  );
}
