import type { z } from 'zod';

/**
 * The text fields of a callable's input schema, found by walking the zod schema (objects, arrays, unions,
 * optional, default and pipe wrappers): for each, its path, the schema that checks it, and a payload that
 * puts a given value there (with the literal fields of its object, so that a discriminated union still
 * matches). The bad-input test sends an over-long value to each of them.
 */
export interface TextField {
  path: string;
  schema: z.ZodType;
  payload: (value: string) => unknown;
}

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
  valueType?: z.ZodType;
  values?: unknown[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** Whether the schema takes a string at its entry (a string under wrappers, or a pipe that starts with one). */
function isText(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return true;
  if (WRAPPERS.has(def.type) && def.innerType) return isText(def.innerType);
  if (def.type === 'pipe' && def.in) return isText(def.in);
  // A text or a number taken as text (a table's number): the whole union is the field.
  if (def.type === 'union') return (def.options ?? []).some((option) => defOf(option).type === 'string');
  return false;
}

/** A value for a literal field (a union's discriminator), undefined for any other. */
function literalValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return literalValue(def.innerType);
  return def.type === 'literal' ? def.values?.[0] : undefined;
}

function walk(schema: z.ZodType, path: string, payload: (v: unknown) => unknown, depth: number): TextField[] {
  if (depth > 12) return [];
  if (isText(schema)) return [{ path, schema, payload: (value: string) => payload(value) }];
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return walk(def.innerType, path, payload, depth + 1);
  switch (def.type) {
    case 'pipe': {
      const inner = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
      return inner ? walk(inner, path, payload, depth + 1) : [];
    }
    case 'object': {
      const shape = def.shape ?? {};
      const literals = Object.fromEntries(
        Object.entries(shape)
          .map(([key, child]) => [key, literalValue(child)] as const)
          .filter(([, value]) => value !== undefined),
      );
      return Object.entries(shape).flatMap(([key, child]) =>
        walk(child, path ? `${path}.${key}` : key, (v) => payload({ ...literals, [key]: v }), depth + 1),
      );
    }
    case 'array':
      return def.element ? walk(def.element, `${path}[]`, (v) => payload([v]), depth + 1) : [];
    case 'tuple':
      return (def.items ?? []).flatMap((item, i) =>
        walk(item, `${path}[${i}]`, (v) => payload(Object.assign([], { [i]: v })), depth + 1),
      );
    case 'record':
      return def.valueType ? walk(def.valueType, `${path}{}`, (v) => payload({ k: v }), depth + 1) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option, path, payload, depth + 1));
    case 'intersection':
      return [def.left, def.right].flatMap((part) => (part ? walk(part, path, payload, depth + 1) : []));
    case 'lazy':
      return def.getter ? walk(def.getter(), path, payload, depth + 1) : [];
    default:
      return [];
  }
}

/** Every text field of an input schema (the same path twice when a union offers it in several options). */
export function textFieldsOf(schema: z.ZodType): TextField[] {
  return walk(schema, '', (v) => v, 0);
}

/** The length message a text field's own schema gives a value, or undefined when it has no maximum. */
export function tooLongMessage(schema: z.ZodType, value: string): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.code === 'too_big' && issue.origin === 'string')?.message;
}
