import { AppError } from '@app/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerUid } from './customer-uid';
import { defineCallable } from './define-callable';
import { setRuntime, type Runtime } from './runtime';

const Input = z.object({
  restaurantId: z.string().min(1, 'Aucun restaurant sélectionné'),
  partySize: z.number().int(),
});

const echo = defineCallable({
  name: 'echo',
  input: Input,
  auth: 'staff',
  handler: async (input, { caller }) => {
    if (input.partySize === 99) throw new AppError('slot-unavailable', 'Créneau plus disponible');
    if (input.partySize === 500) throw new Error('database exploded with secret details');
    return { restaurantId: input.restaurantId, role: caller.role };
  },
});

const fullOnly = defineCallable({
  name: 'fullOnly',
  input: z.object({}),
  auth: ['master_admin', 'admin_full'],
  handler: async () => 'ok',
});
const clientOnly = defineCallable({
  name: 'clientOnly',
  input: z.object({}),
  auth: 'client',
  handler: async (_i, { caller }) => caller.email,
});

const staff = (role: string) => ({ uid: 'u1', token: { role, restaurantIds: ['r1'] } });

async function failure(promise: Promise<unknown>): Promise<HttpsError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof HttpsError) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

/** Revocation records (tokenRevocations/{uid}) the stub store holds. */
const revocations = new Map<string, Record<string, unknown>>();
const anyone = defineCallable({
  name: 'anyone',
  input: z.object({}),
  auth: 'public',
  handler: async (_i, { caller }) => caller?.uid ?? null,
});

beforeAll(() => {
  setRuntime({
    now: () => new Date('2026-11-22T10:00:00Z'),
    linkSecret: 'unit-link-secret',
    store: {
      get: async (path: string) => {
        const data = revocations.get(path);
        return { id: path.split('/')[1], path, exists: data !== undefined, data };
      },
    },
  } as unknown as Runtime);
});

describe('defineCallable', () => {
  it('runs the handler with the parsed input and the staff caller', async () => {
    const result = await echo.run({
      data: { restaurantId: 'r1', partySize: 2 },
      auth: staff('admin'),
    } as never);
    expect(result).toEqual({ restaurantId: 'r1', role: 'admin' });
  });

  it("answers invalid-argument with the schema's French message", async () => {
    const err = await failure(
      echo.run({ data: { restaurantId: '', partySize: 2 }, auth: staff('admin') } as never),
    );
    expect(err.code).toBe('invalid-argument');
    expect(err.message).toBe('Aucun restaurant sélectionné');
    expect(err.details).toEqual({ field: 'restaurantId' });
  });

  it('answers a French fallback for a missing field the schema did not word', async () => {
    const err = await failure(echo.run({ data: { restaurantId: 'r1' }, auth: staff('admin') } as never));
    expect(err.message).toBe('Ce champ est obligatoire');
  });

  it('refuses an anonymous caller with unauthenticated before looking at the input', async () => {
    const err = await failure(echo.run({ data: null } as never));
    expect(err.code).toBe('unauthenticated');
  });

  it('refuses a client on a staff callable and an admin on a role-limited one', async () => {
    const asClient = await failure(
      echo.run({
        data: {},
        auth: { uid: customerUid('a@b.fr'), token: { role: 'client', customerEmail: 'a@b.fr' } },
      } as never),
    );
    expect(asClient.code).toBe('permission-denied');
    expect(asClient.message).toBe("Accès refusé : vous n'avez pas les permissions nécessaires");
    const asAdmin = await failure(fullOnly.run({ data: {}, auth: staff('admin') } as never));
    expect(asAdmin.code).toBe('permission-denied');
    await expect(fullOnly.run({ data: {}, auth: staff('admin_full') } as never)).resolves.toBe('ok');
  });

  it('gives a client callable the lower-cased e-mail of the token and refuses staff', async () => {
    await expect(
      clientOnly.run({
        data: {},
        auth: { uid: customerUid('ana@mail.fr'), token: { role: 'client', customerEmail: 'Ana@Mail.FR' } },
      } as never),
    ).resolves.toBe('ana@mail.fr');
    expect((await failure(clientOnly.run({ data: {}, auth: staff('master_admin') } as never))).code).toBe(
      'permission-denied',
    );
  });

  it('maps an AppError to its code with the French userMessage', async () => {
    const err = await failure(
      echo.run({ data: { restaurantId: 'r1', partySize: 99 }, auth: staff('admin') } as never),
    );
    expect(err.code).toBe('resource-exhausted');
    expect(err.message).toBe('Créneau plus disponible');
  });

  it('hides an unexpected failure behind a generic French internal error', async () => {
    const err = await failure(
      echo.run({ data: { restaurantId: 'r1', partySize: 500 }, auth: staff('admin') } as never),
    );
    expect(err.code).toBe('internal');
    expect(err.message).not.toContain('secret');
    expect(err.message).toBe('Une erreur inattendue est survenue. Veuillez réessayer.');
  });

  it('refuses a staff token signed in before its revocation, and accepts one signed in after', async () => {
    const at = (authTime: number) => ({
      uid: 'u9',
      token: { role: 'admin_full', restaurantIds: ['r1'], auth_time: authTime },
    });
    const revokedAt = Date.parse('2026-11-22T09:00:00Z') / 1000;
    await expect(fullOnly.run({ data: {}, auth: at(revokedAt - 60) } as never)).resolves.toBe('ok');
    revocations.set('tokenRevocations/u9', { uid: 'u9', revokedAt: '2026-11-22T09:00:00.000Z' });
    try {
      for (const authTime of [revokedAt - 60, revokedAt]) {
        const err = await failure(fullOnly.run({ data: {}, auth: at(authTime) } as never));
        expect([err.code, err.message]).toEqual([
          'unauthenticated',
          "Erreur d'authentification. Veuillez vous reconnecter.",
        ]);
      }
      // Without a sign-in time the token cannot prove it is newer: refused.
      expect(
        (
          await failure(
            fullOnly.run({ data: {}, auth: { uid: 'u9', token: { role: 'admin_full' } } } as never),
          )
        ).code,
      ).toBe('unauthenticated');
      await expect(fullOnly.run({ data: {}, auth: at(revokedAt + 1) } as never)).resolves.toBe('ok');
      // A public callable treats the revoked token as nobody.
      await expect(anyone.run({ data: {}, auth: at(revokedAt - 60) } as never)).resolves.toBeNull();
      // Another uid is not concerned.
      await expect(fullOnly.run({ data: {}, auth: staff('admin_full') } as never)).resolves.toBe('ok');
    } finally {
      revocations.clear();
    }
  });
});
