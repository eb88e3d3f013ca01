import { describe, expect, it } from 'vitest';
import {
  checkWaitlistOffer,
  signWaitlistOffer,
  waitlistOfferExpiry,
  waitlistOfferUrl,
} from './waitlist-links';

const secret = 'test-secret';
const now = new Date('2026-11-24T18:00:00.000Z');

describe('waitlist offer tokens', () => {
  const exp = waitlistOfferExpiry(now);
  const token = signWaitlistOffer({ entryId: 'entry1', exp }, secret);

  it('lasts 30 minutes and names its entry', () => {
    expect(exp).toBe(now.getTime() / 1000 + 1800);
    expect(checkWaitlistOffer(token, secret, now)).toEqual({ state: 'valid', entryId: 'entry1', exp });
    expect(checkWaitlistOffer(token, secret, new Date((exp + 1) * 1000)).state).toBe('expired');
  });

  it('refuses a changed entry id, a changed end, another secret and garbage', () => {
    const [, e, sig] = token.split('.');
    expect(checkWaitlistOffer(`entry2.${e}.${sig}`, secret, now).state).toBe('invalid');
    expect(checkWaitlistOffer(`entry1.${exp + 600}.${sig}`, secret, now).state).toBe('invalid');
    expect(checkWaitlistOffer(token, 'other', now).state).toBe('invalid');
    expect(checkWaitlistOffer('nope', secret, now).state).toBe('invalid');
  });

  it('builds the booking page link', () => {
    expect(waitlistOfferUrl('http://portal/', 'le-petit-zinc', 'a.1.b')).toBe(
      'http://portal/reservation/le-petit-zinc?offre=a.1.b',
    );
  });
});
