import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, failureOf, openHarness, type Harness } from './testing/callable-harness';
import { CALLER_OF } from './testing/callers';
import { seedMarieAtAuBureau } from './testing/fixtures';
import { EXPORTED_CALLABLES, exportedCallable as fn } from './testing/exported-callables';
import { textFieldsOf } from './testing/text-fields';
import { writeSnapshot } from './testing/write-snapshot';
import type { DefinedCallable } from '../lib/define-callable';

/**
 * Texts no store keeps (issue 55: a NUL or an unpaired surrogate in an id or a text reached the store, which
 * answered 500 — 37 callables, the anonymous getAvailability and getRestaurantBySlug included): every text field of
 * every exported callable refuses them with « Données invalides » (invalid-argument) and writes nothing, and takes
 * any other text in NFC. The fields are found by walking each callable's input schema, so a field added with a
 * bare string schema fails here.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedMarieAtAuBureau(h.store);
});

const UNSTORABLE = ['Mar\u0000ie', 'r1\uD83D', '\uDE00', `${'x'.repeat(30)}\u0000`];

const callables = EXPORTED_CALLABLES.map((name) => ({
  name,
  fields: textFieldsOf((fn(name) as DefinedCallable<unknown>).inputSchema),
})).filter((c) => c.fields.length > 0);

describe('NUL and lone surrogates on every callable (issue 55)', () => {
  it('walks the text fields of almost every callable', () => {
    expect(callables.length).toBeGreaterThan(70);
  });

  it.each(callables.map((c) => [c.name, c] as const))(
    '%s refuses them in each of its text fields with « Données invalides »',
    async (name, { fields }) => {
      const before = await writeSnapshot(h);
      for (const field of fields) {
        for (const value of UNSTORABLE) {
          expect(field.schema.safeParse(value).success, `${field.path} ${JSON.stringify(value)}`).toBe(false);
          const answer = await failureOf(call(fn(name), field.payload(value), CALLER_OF[name] ?? null));
          expect(answer, `${field.path} ${JSON.stringify(value)}`).toEqual({
            code: 'invalid-argument',
            message: 'Données invalides',
          });
        }
      }
      expect(await writeSnapshot(h)).toEqual(before);
    },
  );

  it('takes every text in NFC: « Zoe\u0308 » reaches the handlers as « Zoë »', () => {
    const decomposed = callables.flatMap(({ name, fields }) =>
      fields.flatMap((field) => {
        const parsed = field.schema.safeParse('Zoe\u0308');
        return parsed.success && typeof parsed.data === 'string' && parsed.data.includes('\u0308')
          ? [`${name}: ${field.path}`]
          : [];
      }),
    );
    expect(decomposed).toEqual([]);
  });
});
