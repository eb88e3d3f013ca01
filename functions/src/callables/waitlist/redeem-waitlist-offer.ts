import type { Transaction } from '@app/data';
import { AppError } from '@app/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { PUBLIC_LIMITS, perAddress, perSignedLink } from '../../lib/public-limits';
import type { RateCheck } from '../../lib/rate-limit';
import { runtime } from '../../lib/runtime';
import { checkWaitlistOffer } from '../../mail/waitlist-links';
import { WAITLIST, WAITLIST_OFFER_MESSAGES as M, isActiveOffer, readWaitlistEntry } from './waitlist-store';
import type { WaitlistEntry } from '@app/domain';

/**
 * What an offer link's callables (read, decline) count against: the address, and, once its signature is checked,
 * the offer itself (its entry id), so nobody can hammer one offer from many addresses, and forged tokens naming
 * someone's offer never use up its budget (issue 49): they count against their sender's address only.
 */
export function offerLinkLimits(
  token: string,
  request: Pick<CallableRequest<unknown>, 'rawRequest'>,
  now: Date,
): RateCheck[] {
  const checked = checkWaitlistOffer(token, runtime().linkSecret, now);
  return [
    perAddress(PUBLIC_LIMITS.readIp, request),
    ...perSignedLink(
      PUBLIC_LIMITS.readLink,
      'waitlist-offer',
      checked.state === 'invalid' ? '' : checked.entryId,
      checked.state !== 'invalid',
    ),
  ];
}

/**
 * Checks an offer token in the caller's transaction (a read, before any write): signature ('Ce lien n'est pas
 * valide.'), end ('Cette offre a expiré…'), entry still OFFERED ('Cette offre a déjà été utilisée.').
 * Returns the entry.
 */
export async function readOfferOfToken(
  tx: Pick<Transaction, 'get'>,
  token: string,
  now: Date,
): Promise<WaitlistEntry> {
  const checked = checkWaitlistOffer(token, runtime().linkSecret, now);
  if (checked.state === 'invalid') throw new AppError('invalid-argument', M.invalid);
  const entry = await readWaitlistEntry(tx, checked.entryId);
  if (entry.status === 'BOOKED' || entry.status === 'CANCELLED')
    throw new AppError('failed-precondition', M.used);
  if (checked.state === 'expired' || !isActiveOffer(entry, now))
    throw new AppError('deadline-exceeded', M.expired);
  // A link of an earlier offer of the same entry (re-offered) no longer counts.
  if (entry.offerExpiresAt && Date.parse(entry.offerExpiresAt) !== checked.exp * 1000)
    throw new AppError('failed-precondition', M.used);
  return entry;
}

/**
 * The online booking made through an offer link: the offer must be valid and for this restaurant, date and
 * time, with at most its party size. Returns the entry (whose held covers the capacity check leaves out) and
 * the write that marks it BOOKED with the reservation.
 */
export async function planOfferRedemption(
  tx: Transaction,
  options: { token: string; restaurantId: string; date: string; time: string; partySize: number; now: Date },
): Promise<{ entry: WaitlistEntry; commit: (reservationId: string) => void }> {
  const entry = await readOfferOfToken(tx, options.token, options.now);
  const matches =
    entry.restaurantId === options.restaurantId &&
    entry.date === options.date &&
    entry.time === options.time &&
    options.partySize <= entry.partySize;
  if (!matches) throw new AppError('invalid-argument', M.mismatch);
  return {
    entry,
    commit: (reservationId) =>
      tx.update(`${WAITLIST}/${entry.id}`, {
        status: 'BOOKED',
        reservationId,
        updatedAt: options.now.toISOString(),
      }),
  };
}
