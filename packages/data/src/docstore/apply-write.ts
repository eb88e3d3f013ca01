import { parseDocPath } from './paths';
import { StoreError, type DocData, type FieldTransform } from './port';
import {
  assertFieldName,
  assertStorable,
  fieldSegments,
  isPlainObject,
  isTransform,
  valuesEqual,
} from './values';

/** One buffered write of a batch or transaction. */
export type WriteOp =
  | { kind: 'set'; path: string; data: DocData; merge: boolean }
  | { kind: 'update'; path: string; data: DocData }
  | { kind: 'create'; path: string; data: DocData }
  | { kind: 'delete'; path: string };

/** Validates a write when it is queued, so a bad value fails where it was written, as with the Firestore SDKs. */
export function checkWrite(op: WriteOp): WriteOp {
  parseDocPath(op.path);
  if (op.kind === 'delete') return op;
  if (!isPlainObject(op.data))
    throw new StoreError('invalid-argument', `${op.kind}("${op.path}"): data must be a plain object.`);
  for (const [key, value] of Object.entries(op.data)) {
    const where = `${op.kind}("${op.path}")`;
    for (const segment of op.kind === 'update' ? fieldSegments(key) : [key]) assertFieldName(segment, where);
    assertStorable(value, `${op.kind}("${op.path}").${key}`, true);
    if (
      isTransform(value) &&
      value.__transform === 'delete' &&
      (op.kind === 'create' || (op.kind === 'set' && !op.merge))
    ) {
      throw new StoreError(
        'invalid-argument',
        `${op.kind}("${op.path}"): FieldValue.delete() needs update() or set() with merge.`,
      );
    }
  }
  if (op.kind === 'update') {
    const keys = Object.keys(op.data).sort();
    for (let i = 1; i < keys.length; i++) {
      if ((keys[i] as string).startsWith(`${keys[i - 1] as string}.`)) {
        throw new StoreError(
          'invalid-argument',
          `update("${op.path}"): field "${keys[i - 1] as string}" is a prefix of "${keys[i] as string}".`,
        );
      }
    }
  }
  return op;
}

function applyTransform(t: FieldTransform, current: unknown, now: Date): unknown {
  switch (t.__transform) {
    case 'increment':
      return (typeof current === 'number' ? current : 0) + t.by;
    case 'serverTimestamp':
      return new Date(now.getTime());
    case 'arrayUnion': {
      const out = Array.isArray(current) ? [...current] : [];
      for (const value of t.values)
        if (!out.some((item) => valuesEqual(item, value))) out.push(structuredClone(value));
      return out;
    }
    case 'arrayRemove':
      return Array.isArray(current)
        ? current.filter((item) => !t.values.some((value) => valuesEqual(item, value)))
        : [];
    case 'delete':
      return undefined;
  }
}

/** Resolves transforms in new data (set without merge): nested maps are copied, transforms see no prior value. */
function resolve(value: unknown, current: unknown, now: Date): unknown {
  if (isTransform(value)) return applyTransform(value, current, now);
  if (isPlainObject(value)) {
    const out: DocData = {};
    for (const [key, inner] of Object.entries(value)) {
      const resolved = resolve(inner, isPlainObject(current) ? current[key] : undefined, now);
      if (resolved !== undefined) out[key] = resolved;
    }
    return out;
  }
  return structuredClone(value);
}

/** set(..., { merge: true }): nested maps merge recursively, other values replace, transforms apply in place. */
function merge(target: DocData, patch: DocData, now: Date): void {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (isPlainObject(value) && !isTransform(value)) {
      const base = isPlainObject(current) ? current : {};
      merge(base, value, now);
      target[key] = base;
    } else {
      const next = resolve(value, current, now);
      if (next === undefined) delete target[key];
      else target[key] = next;
    }
  }
}

/** Sets (or deletes, when `value` is undefined) the value at a dotted path, creating maps on the way. */
function setPath(target: DocData, segments: string[], value: unknown): void {
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    if (!isPlainObject(node[segment])) {
      if (value === undefined) return;
      node[segment] = {};
    }
    node = node[segment] as DocData;
  }
  const last = segments[segments.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** update(): keys are dotted field paths; each replaces the value at its path. */
function updateFields(target: DocData, patch: DocData, now: Date): void {
  for (const [fieldPath, value] of Object.entries(patch)) {
    const segments = fieldSegments(fieldPath);
    let current: unknown = target;
    for (const segment of segments) current = isPlainObject(current) ? current[segment] : undefined;
    setPath(target, segments, resolve(value, current, now));
  }
}

/**
 * Applies one write to the current state of its document (undefined when absent) and returns the new state
 * (undefined when deleted). `now` is the commit time used by serverTimestamp.
 */
export function applyWrite(op: WriteOp, current: DocData | undefined, now: Date): DocData | undefined {
  switch (op.kind) {
    case 'delete':
      return undefined;
    case 'create':
      if (current !== undefined)
        throw new StoreError('already-exists', `Document already exists: ${op.path}`);
      return resolve(op.data, undefined, now) as DocData;
    case 'set': {
      if (!op.merge) return resolve(op.data, undefined, now) as DocData;
      const target = current ? structuredClone(current) : {};
      merge(target, op.data, now);
      return target;
    }
    case 'update': {
      if (current === undefined) throw new StoreError('not-found', `No document to update: ${op.path}`);
      const target = structuredClone(current);
      updateFields(target, op.data, now);
      return target;
    }
  }
}
