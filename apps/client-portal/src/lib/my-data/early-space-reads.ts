import type { Entity } from '@app/data';
import type { Customer } from '@app/domain';
import { rememberedVenueIds } from '../../session/remembered-venues';
import { customerReads } from './customer-reads';

type Venues = Awaited<ReturnType<ReturnType<typeof customerReads>['readVenues']>>;

interface EarlyRead<T> {
  email: string;
  /** What the read was for: the customer's email, or the email and the venue ids. */
  key: string;
  answer: Promise<T>;
  /** Set once the answer has arrived, so that the space's first render shows it at once. */
  settled?: { value: T };
}

let identity: EarlyRead<Entity<Customer> | null> | undefined;
let venues: EarlyRead<Venues> | undefined;

const venuesKey = (email: string, ids: readonly string[]) => JSON.stringify([email, ...ids]);

function early<T>(email: string, key: string, answer: Promise<T>): EarlyRead<T> {
  const read: EarlyRead<T> = { email, key, answer };
  // A failure belongs to the query that takes it (which reads again): never an unhandled rejection here.
  answer.then(
    (value) => (read.settled = { value }),
    () => undefined,
  );
  return read;
}

/** The customer's record, once: the live subscription's first snapshot, then closed (the space opens its own). */
function readIdentityOnce(email: string): Promise<Entity<Customer> | null> {
  return new Promise((resolve, reject) => {
    let done = false;
    const stop = customerReads().watchIdentity(
      email,
      (customer) => {
        done = true;
        resolve(customer);
        stop?.();
      },
      (error) => {
        done = true;
        reject(error);
        stop?.();
      },
    );
    if (done) stop();
  });
}

/**
 * Started by the boot script as soon as the Auth session names the customer, while React and the space's code
 * still download: their record and, side by side rather than after it, the venues their space showed last time
 * (remembered-venues.ts). The space's queries (use-my-loyalty.ts) take these answers, once, as their initial data
 * or their first read; a record listing other venues makes the venues' query read them as usual.
 */
export function startEarlySpaceReads(email: string): void {
  identity = early(email, email, readIdentityOnce(email));
  const ids = rememberedVenueIds(email);
  venues =
    ids && ids.length > 0
      ? early(
          email,
          venuesKey(email, ids),
          customerReads().readVenues({ restaurantIds: ids, restaurantStats: {} }),
        )
      : undefined;
}

/**
 * Settles once this customer's reads started early have answered or failed (at once when none was): the guard
 * (require-customer.tsx) keeps its loader until then, so that the space's first render shows the customer's
 * greeting and cards from these answers rather than a skeleton, its own subscriptions and a second render.
 */
export function earlySpaceReadsSettled(email: string): Promise<void> {
  const reads = [
    identity?.email === email ? identity.answer : undefined,
    venues?.email === email ? venues.answer : undefined,
  ];
  return Promise.allSettled(reads).then(() => undefined);
}

/** The customer's record read early, when it has arrived (taken once); undefined otherwise. */
export function takeArrivedEarlyIdentity(email: string): Entity<Customer> | null | undefined {
  if (identity?.key !== email || !identity.settled) return undefined;
  const { value } = identity.settled;
  identity = undefined;
  return value;
}

/** The venues read early for these ids, when they have arrived (taken once); undefined otherwise. */
export function takeArrivedEarlyVenues(email: string, ids: readonly string[]): Venues | undefined {
  if (venues?.key !== venuesKey(email, ids) || !venues.settled) return undefined;
  const { value } = venues.settled;
  venues = undefined;
  return value;
}

/** The venues read early for these ids, arrived or on their way (taken once); undefined when none was started. */
export function takeEarlyVenues(email: string, ids: readonly string[]): Promise<Venues> | undefined {
  if (venues?.key !== venuesKey(email, ids)) return undefined;
  const { answer } = venues;
  venues = undefined;
  return answer;
}
