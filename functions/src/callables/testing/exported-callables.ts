import type { CallableFunction } from 'firebase-functions/v2/https';
import * as functions from '../../index';

type Fn = CallableFunction<unknown, Promise<unknown>>;

/** Names of every `onCall` export of src/index.ts, sorted (what the host mounts and Firebase deploys). */
export const EXPORTED_CALLABLES: readonly string[] = Object.entries(functions)
  .filter(
    ([, value]) => (value as { __endpoint?: { callableTrigger?: unknown } }).__endpoint?.callableTrigger,
  )
  .map(([name]) => name)
  .sort();

/** The exported callable of that name. */
export function exportedCallable(name: string): Fn {
  const fn = (functions as unknown as Record<string, Fn | undefined>)[name];
  if (!fn) throw new Error(`no exported callable named ${name}`);
  return fn;
}

/**
 * Callables anyone may call without signing in (customer-flows §6: booking, review link, the tablet's code
 * screen, invitation page, customer sign-in, the reminder's signed answer links); the other tablet callables need a paired device. Every other callable must refuse anonymous callers and wrong roles.
 */
export const PUBLIC_CALLABLES: readonly string[] = [
  'acceptInvitation',
  'answerBookingLink',
  'changeBookingByLink',
  'createOnlineReservation',
  'customerLoginPassword',
  'customerRegister',
  'customerRequestCode',
  'customerResetPassword',
  'customerVerifyCode',
  'declineWaitlistOffer',
  'findSisterVenues',
  'getAvailability',
  'getInvitation',
  'getRestaurantBySlug',
  'getReviewContext',
  'joinWaitlist',
  'listPublicRestaurants',
  'readBookingAnswerLink',
  'readBookingChangeLink',
  'readUnsubscribeLink',
  'readWaitlistOffer',
  'recordProductEvent',
  'submitReview',
  'tabletCheckCode',
  'unsubscribeByLink',
];
