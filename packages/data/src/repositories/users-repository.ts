import { InvitationSchema, StaffUserSchema, type Invitation, type StaffUser } from '@app/domain';
import type { DocReader, Unsubscribe } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

export const usersCollection = defineCollection('users', StaffUserSchema);
/** Invitations hold a secret token: the collection is server-only (read through the getInvitation callable). */
export const invitationsCollection = defineCollection('userInvitations', InvitationSchema);
export const usersWriter = new CollectionWriter(usersCollection);
export const invitationsWriter = new CollectionWriter(invitationsCollection);

const byName = (a: StaffUser, b: StaffUser) =>
  a.name.localeCompare(b.name, 'fr') || a.email.localeCompare(b.email);

/** Reads of staff profiles (`users/{authUid}`). */
export function createUsersRepository(reader: DocReader, options?: RepositoryOptions) {
  const users = new CollectionReader(reader, usersCollection, options);

  return {
    /** The staff profile of a signed-in account; null means the account is not staff. */
    getById: (uid: string): Promise<Entity<StaffUser> | null> => users.get(uid),

    watchById: (
      uid: string,
      next: (value: Entity<StaffUser> | null) => void,
      error?: (err: Error) => void,
    ): Unsubscribe => users.watch(uid, next, error),

    /** Colleagues sharing a restaurant (names of creators and history authors), by name. */
    async listForRestaurant(restaurantId: string): Promise<Entity<StaffUser>[]> {
      const list = await users.query({
        where: [{ field: 'restaurantIds', op: 'array-contains', value: restaurantId }],
        limit: 1000,
      });
      return list.sort(byName);
    },

    /** Every staff user, by name (the users tab is master_admin only). */
    async listAll(): Promise<Entity<StaffUser>[]> {
      return (await users.query({ limit: 1000 })).sort(byName);
    },

    async findByEmail(email: string): Promise<Entity<StaffUser> | null> {
      const list = await users.query({
        where: [{ field: 'email', op: '==', value: email.trim().toLowerCase() }],
        limit: 1,
      });
      return list[0] ?? null;
    },
  };
}

/** Reads of invitations; server side only (functions), since tokens are secrets. */
export function createInvitationsRepository(reader: DocReader, options?: RepositoryOptions) {
  const invitations = new CollectionReader(reader, invitationsCollection, options);
  const newestFirst = (list: Entity<Invitation>[]) =>
    list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return {
    getById: (id: string): Promise<Entity<Invitation> | null> => invitations.get(id),

    async findByToken(token: string): Promise<Entity<Invitation> | null> {
      const list = await invitations.query({ where: [{ field: 'token', op: '==', value: token }], limit: 1 });
      return list[0] ?? null;
    },

    /** Invitations of an e-mail not yet used (deleted before a new one is sent). */
    async listUnusedForEmail(email: string): Promise<Entity<Invitation>[]> {
      return newestFirst(
        await invitations.query({
          where: [
            { field: 'email', op: '==', value: email.trim().toLowerCase() },
            { field: 'used', op: '==', value: false },
          ],
        }),
      );
    },

    async listAll(): Promise<Entity<Invitation>[]> {
      return newestFirst(await invitations.query({ limit: 1000 }));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
