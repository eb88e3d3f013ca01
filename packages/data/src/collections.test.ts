import { POLICY_PUBLIC_COLLECTIONS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COLLECTIONS } from './collections';
import * as repositories from './repositories';

/** Every collection definition the repositories export (`fooCollection`: a name and its domain schema). */
const definitions = Object.entries(repositories)
  .filter(
    ([key, value]) =>
      key.endsWith('Collection') && typeof value === 'object' && value !== null && 'schema' in value,
  )
  .map(([, value]) => value as { name: string; schema: unknown });

describe('COLLECTIONS', () => {
  it('names each collection once', () => {
    expect(new Set(COLLECTIONS).size).toBe(COLLECTIONS.length);
    expect(COLLECTIONS).toContain('reservations_archive');
  });

  it('gives every collection a repository that parses it with a zod schema', () => {
    const covered = new Set(definitions.map((def) => def.name));
    expect(COLLECTIONS.filter((name) => !covered.has(name))).toEqual([]);
    for (const def of definitions) expect(def.schema, def.name).toBeInstanceOf(z.ZodType);
  });

  it('declares a read policy for every collection a browser may read', () => {
    const clientReadable = COLLECTIONS.filter((name) => name !== 'userInvitations');
    expect([...clientReadable].sort()).toEqual([...POLICY_PUBLIC_COLLECTIONS].sort());
  });
});
