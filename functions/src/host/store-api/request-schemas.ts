import { decodeWire, type QuerySpec } from '@app/data';
import { z } from 'zod';
import { MESSAGES, safeString } from '@app/domain';
import { inspectRequestValue } from '../../lib/request-bounds/inspect-request-value';
import { ApiError } from './api-errors';

/** `collection/id`, or deeper with an even number of segments; no empty segment, no `..` games. */
export const DocPathSchema = safeString()
  .min(3)
  .max(1500)
  .refine((path) => {
    const segments = path.split('/');
    return segments.length % 2 === 0 && segments.every((s) => s.length > 0 && s !== '.' && s !== '..');
  }, 'Invalid document path');

const FieldSchema = safeString().min(1).max(1500);
const CursorSchema = z.array(z.unknown()).max(100);

export const QuerySpecSchema = z
  .object({
    collection: safeString()
      .min(1)
      .refine((path) => path.split('/').length % 2 === 1, 'Invalid collection path'),
    where: z
      .array(
        z.object({
          field: FieldSchema,
          op: z.enum([
            '==',
            '!=',
            '<',
            '<=',
            '>',
            '>=',
            'in',
            'not-in',
            'array-contains',
            'array-contains-any',
          ]),
          value: z.unknown(),
        }),
      )
      .max(30)
      .optional(),
    orderBy: z
      .array(z.object({ field: FieldSchema, direction: z.enum(['asc', 'desc']).optional() }))
      .max(10)
      .optional(),
    limit: z.number().int().positive().max(10_000).optional(),
    startAfter: CursorSchema.optional(),
    startAt: CursorSchema.optional(),
    endBefore: CursorSchema.optional(),
    endAt: CursorSchema.optional(),
  })
  .strict();

export const GetBodySchema = z.object({ path: DocPathSchema });
export const GetAllBodySchema = z.object({ paths: z.array(DocPathSchema).min(1).max(500) });
export const QueryBodySchema = z.object({ spec: QuerySpecSchema });
export const SumBodySchema = z.object({ spec: QuerySpecSchema, field: FieldSchema });

/**
 * Parses a wire-encoded body (dates tagged) with a schema; throws the zod error on bad input. A body out of the
 * request bounds (nested too deep, too many values, a NUL or a lone surrogate anywhere, a `where` value included)
 * is refused first, before anything walks it: 400 « Données invalides » (issue 55: such a value reached the store,
 * which answered 503).
 */
export function parseWireBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (inspectRequestValue(body)) throw new ApiError('invalid-argument', MESSAGES.generic.invalidInput);
  return schema.parse(decodeWire(body));
}

/** Reads a query spec from the subscribe URL's `query` parameter (JSON, wire-encoded). */
export function parseQueryParam(raw: string): QuerySpec {
  return parseWireBody(QuerySpecSchema, JSON.parse(raw)) as QuerySpec;
}
