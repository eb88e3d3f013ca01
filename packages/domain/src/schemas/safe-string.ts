import { z } from 'zod';
import { GENERIC_MESSAGES } from '../errors/generic-messages';
import { isStorableText } from '../text/is-storable-text';

/** The mark safeString's refusal carries in its issue's params. */
const UNSTORABLE_TEXT = 'unstorableText';

/** safeString's refusal: « Données invalides », nothing else checked on that text, the issue marked. */
const UNSTORABLE_REFUSAL = {
  message: GENERIC_MESSAGES.invalidInput,
  abort: true,
  params: { [UNSTORABLE_TEXT]: true },
};

/**
 * The one string schema of the product: every text an input schema (and an entity schema) takes is built on it,
 * never on a bare `z.string()` (an eslint rule keeps it so; issue 55). It
 * - refuses a NUL character or an unpaired surrogate with « Données invalides » before any other check of the
 *   field (`abort`: nothing else is said about such a text), so no callable hands the store what it cannot keep;
 * - normalises the text to NFC once, at the boundary, so that « Zoë » typed as o + U+0308 and « Zoë » typed as
 *   ë are one name, one customer file id and one set of search tokens.
 * Checks chained after it (`.trim()`, `.max()`, `.regex()`…) see the normalised text. Its argument is zod's
 * (the message when the value is no string at all).
 * @example safeString().max(100).parse('Zoe\u0308 😀') // 'Zoë 😀'
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine(isStorableText, UNSTORABLE_REFUSAL)
    .overwrite((value) => value.normalize('NFC'));

/** The part of a zod issue these helpers read (a union's issue holds each option's issues in `errors`). */
interface IssueLike {
  code?: string;
  params?: unknown;
  errors?: readonly (readonly IssueLike[])[];
}

/**
 * Whether a zod issue is safeString's refusal of a NUL or a lone surrogate (or holds one, for a union of a text
 * and something else): the callables answer it first, whatever else the input gets wrong, so that such a text
 * always reads « Données invalides ».
 */
export function isUnstorableTextIssue(issue: IssueLike): boolean {
  if (issue.code === 'custom')
    return (issue.params as Record<string, unknown> | undefined)?.[UNSTORABLE_TEXT] === true;
  return (
    issue.code === 'invalid_union' &&
    (issue.errors ?? []).some((option) => option.some(isUnstorableTextIssue))
  );
}

/**
 * A text format (`z.iso.date()`, `z.uuid()`…) that also refuses, as safeString does, a NUL or a lone surrogate with
 * « Données invalides » (its own format check may refuse it first; the callables still answer this one).
 * @example storableFormat(z.uuid()).safeParse('\u0000').error?.issues.some(isUnstorableTextIssue) // true
 */
export function storableFormat<S extends z.ZodType<string>>(schema: S): S {
  return schema.refine(isStorableText, UNSTORABLE_REFUSAL);
}
