import type { MyPastPage, MySpaceReads } from '@app/data';
import type { Customer, MySpaceReservation, MyVenue, MyVoucher } from '@app/domain';

type Listener<T> = { next: (value: T) => void; error?: (err: Error) => void };

/**
 * A stand-in for the customer's live reads in the screens' tests: what the store holds, which a test changes
 * (`set…`) and every open subscription receives at once, as staff writing on the server would cause. `fail`
 * makes the next reads and subscriptions fail.
 */
export function fakeMySpaceReads(initial: {
  customer: (Customer & { id: string }) | null;
  venues: MyVenue[];
  coming?: MySpaceReservation[];
  past?: MySpaceReservation[];
  vouchers?: MyVoucher[];
}) {
  const state = { coming: [], past: [], vouchers: [], ...initial, failing: false };
  const identity = new Set<Listener<(Customer & { id: string }) | null>>();
  const coming = new Set<Listener<MySpaceReservation[]>>();
  const vouchers = new Set<Listener<MyVoucher[]>>();
  const bookings = new Set<Listener<MySpaceReservation | null> & { id: string }>();
  const bookingOf = (id: string) => [...state.coming, ...state.past].find((row) => row.id === id) ?? null;
  const failure = () => new Error('Lecture impossible');
  function open<T, L extends Listener<T>>(set: Set<L>, listener: L, value: () => T) {
    set.add(listener);
    queueMicrotask(() => (state.failing ? listener.error?.(failure()) : listener.next(value())));
    return () => void set.delete(listener);
  }
  const reads: MySpaceReads = {
    watchIdentity: (_email, next, error) => open(identity, { next, error }, () => state.customer),
    watchFrom: (_input, next, error) => open(coming, { next, error }, () => state.coming),
    watchVouchers: (_input, next, error) => open(vouchers, { next, error }, () => state.vouchers),
    watchBooking: (id, next, error) => open(bookings, { id, next, error }, () => bookingOf(id)),
    pastPage: async ({ cursor, pageSize = 10 }): Promise<MyPastPage> => {
      if (state.failing) throw failure();
      const start = cursor?.after ? state.past.findIndex((row) => row.id === cursor.after?.id) + 1 : 0;
      const items = state.past.slice(start, start + pageSize);
      const last = items.at(-1);
      const more = start + pageSize < state.past.length;
      return {
        items,
        nextCursor: more && last ? { after: { date: last.date, time: last.time, id: last.id } } : null,
      };
    },
    readVenues: async () => {
      if (state.failing) throw failure();
      return state.venues;
    },
  };
  return {
    reads,
    fail(failing: boolean) {
      state.failing = failing;
    },
    setCustomer(customer: (Customer & { id: string }) | null) {
      state.customer = customer;
      identity.forEach((l) => l.next(customer));
    },
    setComing(rows: MySpaceReservation[]) {
      state.coming = rows;
      coming.forEach((l) => l.next(rows));
      bookings.forEach((l) => l.next(bookingOf(l.id)));
    },
    setVouchers(list: MyVoucher[]) {
      state.vouchers = list;
      vouchers.forEach((l) => l.next(list));
    },
    setPast(rows: MySpaceReservation[]) {
      state.past = rows;
    },
  };
}
