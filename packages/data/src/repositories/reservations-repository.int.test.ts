import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedStore } from '../drivers/embedded';
import { InvalidDocumentError } from './invalid-document-error';
import {
  COVERS_BY_DAY_MAX_DAYS,
  RESERVATIONS_DAY_CAP,
  UPCOMING_SEARCH_LIMIT,
  createReservationsRepository,
  reservationsArchiveWriter,
  reservationsWriter,
} from './reservations-repository';
import { openTestStore, reservationFixture as r } from './test-fixtures';

let store: EmbeddedStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
});
beforeEach(async () => {
  await store.reset();
});

async function put(...list: ReturnType<typeof r>[]): Promise<void> {
  for (const item of list) await reservationsWriter.set(store, item.id, item);
}

describe('reservations repository (embedded store)', () => {
  it('lists one restaurant day ordered by time, without archived ones or other days and venues', async () => {
    await put(
      r({ id: 'late', time: '21:00' }),
      r({ id: 'early', time: '12:00' }),
      r({ id: 'archived', time: '13:00', archived: true }),
      r({ id: 'other-day', date: '2026-11-23' }),
      r({ id: 'other-venue', restaurantId: 'r2' }),
    );
    const repo = createReservationsRepository(store);
    const day = await repo.listForDay({ restaurantId: 'r1', date: '2026-11-22' });
    expect(day.map((x) => x.id)).toEqual(['early', 'late']);
    expect(day[0]).toMatchObject({ status: 'CONFIRMED', partySize: 2, customerEmail: 'camille@exemple.fr' });
  });

  it('reads a range of days, the pending list and cancellations from today', async () => {
    await put(
      r({ id: 'p1', status: 'PENDING', date: '2026-11-25' }),
      r({ id: 'p0', status: 'PENDING', date: '2026-11-21' }),
      r({ id: 'c-old', status: 'CANCELLED', date: '2026-11-20' }),
      r({ id: 'c-new', status: 'CANCELLED', date: '2026-11-24' }),
      r({ id: 'far', date: '2026-12-30' }),
    );
    const repo = createReservationsRepository(store);
    expect((await repo.listPending({ restaurantId: 'r1' })).map((x) => x.id)).toEqual(['p0', 'p1']);
    expect(
      (await repo.listCancelledFrom({ restaurantId: 'r1', fromDate: '2026-11-22' })).map((x) => x.id),
    ).toEqual(['c-new']);
    const range = await repo.listForRange({ restaurantId: 'r1', from: '2026-11-21', to: '2026-11-25' });
    expect(range.map((x) => x.id)).toEqual(['p0', 'c-new', 'p1']);
  });

  it('finds a customer’s reservations by e-mail or phone, newest first, without duplicates', async () => {
    await put(
      r({ id: 'a', date: '2026-10-01', customerEmail: 'lea@exemple.fr', customerPhone: '0700000000' }),
      r({ id: 'b', date: '2026-11-01', customerEmail: '', customerPhone: '+33700000000' }),
      r({ id: 'c', date: '2026-12-01', customerEmail: 'lea@exemple.fr', customerPhone: '' }),
      r({ id: 'd', date: '2026-12-02', customerEmail: 'autre@exemple.fr', customerPhone: '' }),
    );
    const repo = createReservationsRepository(store);
    const list = await repo.listForCustomer({
      email: ' Lea@Exemple.fr ',
      phone: '0700000000',
      restaurantId: 'r1',
    });
    expect(list.map((x) => x.id)).toEqual(['c', 'b', 'a']);
    // The E.164 number stored now and the spelling stored before are one phone, however it is asked for.
    const byPhone = await repo.listForCustomer({ phone: '07 00 00 00 00', restaurantId: 'r1' });
    expect(byPhone.map((x) => x.id)).toEqual(['b', 'a']);
    expect(await repo.listForCustomer({})).toEqual([]);
  });

  it('searches upcoming bookings by stored token: from the date on, by date and time, this restaurant, 20 at most', async () => {
    const tokens = (...list: string[]) => ({ searchTokens: ['zzz', ...list] });
    await put(
      r({ id: 'next-week', date: '2026-11-29', time: '20:00', ...tokens('dup', 'dupont') }),
      r({ id: 'today-late', date: '2026-11-22', time: '21:00', ...tokens('dup') }),
      r({ id: 'today-early', date: '2026-11-22', time: '12:00', ...tokens('dup') }),
      r({ id: 'past', date: '2026-11-21', ...tokens('dup') }),
      r({ id: 'other-venue', restaurantId: 'r2', date: '2026-11-29', ...tokens('dup') }),
      r({ id: 'other-name', date: '2026-11-29', ...tokens('mar') }),
      r({ id: 'no-tokens', date: '2026-11-29' }),
    );
    const repo = createReservationsRepository(store);
    const found = await repo.searchUpcoming({ restaurantId: 'r1', token: 'dup', fromDate: '2026-11-22' });
    expect(found.map((x) => x.id)).toEqual(['today-early', 'today-late', 'next-week']);
    expect(found[2]?.searchTokens).toEqual(['zzz', 'dup', 'dupont']);

    for (let i = 0; i < 25; i += 1) {
      await put(r({ id: `many-${i}`, date: '2026-12-01', time: '19:00', ...tokens('many') }));
    }
    const bounded = await repo.searchUpcoming({
      restaurantId: 'r1',
      token: 'many',
      fromDate: '2026-11-22',
      limit: 100,
    });
    expect(bounded).toHaveLength(UPCOMING_SEARCH_LIMIT);
  });

  it('sums each day’s covers held by live bookings, for this restaurant only, 42 days at most', async () => {
    await put(
      r({ id: 'a', partySize: 4 }),
      r({ id: 'b', partySize: 6, status: 'PENDING' }),
      r({ id: 'seated', partySize: 3, status: 'SEATED' }),
      r({ id: 'gone', partySize: 8, status: 'CANCELLED' }),
      r({ id: 'absent', partySize: 5, status: 'NO_SHOW' }),
      r({ id: 'next', partySize: 2, date: '2026-11-23' }),
      r({ id: 'elsewhere', partySize: 9, restaurantId: 'r2' }),
    );
    const repo = createReservationsRepository(store);
    expect(
      await repo.sumCoversByDay({ restaurantId: 'r1', dates: ['2026-11-22', '2026-11-23', '2026-11-24'] }),
    ).toEqual({ '2026-11-22': 13, '2026-11-23': 2, '2026-11-24': 0 });
    const many = Array.from({ length: 50 }, (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}`);
    expect(Object.keys(await repo.sumCoversByDay({ restaurantId: 'r1', dates: many }))).toHaveLength(
      COVERS_BY_DAY_MAX_DAYS,
    );
  });

  it('reads by id and archived copies', async () => {
    await put(r({ id: 'x' }));
    await reservationsArchiveWriter.set(store, 'old', {
      ...r({ id: 'old', date: '2026-06-01' }),
      archivedAt: '2026-10-01T05:00:00.000Z',
    });
    const repo = createReservationsRepository(store);
    expect((await repo.getById('x'))?.id).toBe('x');
    expect(await repo.getById('nope')).toBeNull();
    expect((await repo.getArchivedById('old'))?.archivedAt).toBe('2026-10-01T05:00:00.000Z');
    expect(
      (await repo.listArchived({ restaurantId: 'r1', from: '2026-01-01', to: '2026-12-31' })).map(
        (x) => x.id,
      ),
    ).toEqual(['old']);
  });

  it('keeps the live day view up to date after each commit', async () => {
    const repo = createReservationsRepository(store);
    const seen: string[][] = [];
    const stop = repo.watchDay({ restaurantId: 'r1', date: '2026-11-22' }, (list) =>
      seen.push(list.items.map((x) => x.id)),
    );
    try {
      await put(r({ id: 'n1', time: '20:00' }));
      await put(r({ id: 'n0', time: '19:00' }));
      await expect.poll(() => seen.at(-1), { timeout: 5000 }).toEqual(['n0', 'n1']);
      await store.update('reservations/n1', { archived: true });
      await expect.poll(() => seen.at(-1), { timeout: 5000 }).toEqual(['n0']);
    } finally {
      stop();
    }
  });

  it('delivers the pending list live and reports an invalid document instead of hiding it', async () => {
    const repo = createReservationsRepository(store);
    let last: string[] = [];
    const errors: Error[] = [];
    const stop = repo.watchPending(
      { restaurantId: 'r1' },
      (list) => (last = list.items.map((x) => x.id)),
      (e) => errors.push(e),
    );
    try {
      await put(r({ id: 'p', status: 'PENDING' }));
      await expect.poll(() => last, { timeout: 5000 }).toEqual(['p']);
      await store.set('reservations/bad', { restaurantId: 'r1', status: 'PENDING', date: 'hier' });
      await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(errors[0]).toBeInstanceOf(InvalidDocumentError);
      expect(errors[0]?.message).toContain('reservations/bad');
    } finally {
      stop();
    }
  });

  it('validates values before writing them', async () => {
    await expect(reservationsWriter.set(store, 'bad', r({ id: 'bad', partySize: 0 }))).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    expect((await store.get('reservations/bad')).exists).toBe(false);
    expect(RESERVATIONS_DAY_CAP).toBe(1000);
  });
});
