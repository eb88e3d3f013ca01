import { describe, expect, it } from 'vitest';
import { isOfferChosen, offerEndTime, offerSearch, readOfferToken } from './offer-url';

const offer = { token: 'abc.def', date: '2026-11-26', time: '20:00', partySize: 3, expiresAt: '' };

describe('the offer link', () => {
  it('reads a token that could be one, and ignores anything else', () => {
    expect(readOfferToken(new URLSearchParams('offre=eyJpZCI6IjEifQ.c2ln-_'))).toBe('eyJpZCI6IjEifQ.c2ln-_');
    expect(readOfferToken(new URLSearchParams('date=2026-11-26'))).toBeUndefined();
    expect(readOfferToken(new URLSearchParams('offre=%3Cscript%3E'))).toBeUndefined();
    expect(readOfferToken(new URLSearchParams('offre=abc'))).toBeUndefined();
    expect(readOfferToken(new URLSearchParams(`offre=${'a'.repeat(2001)}`))).toBeUndefined();
  });

  it('lands on the details step with the offered choices, without the token', () => {
    expect(offerSearch(offer)).toBe('?date=2026-11-26&heure=20:00&personnes=3&etape=coordonnees');
  });

  it('holds only while the date, time and size are the offered ones', () => {
    const url = { date: '2026-11-26', time: '20:00', partySize: 3 };
    expect(isOfferChosen(offer, url)).toBe(true);
    expect(isOfferChosen(offer, { ...url, partySize: 4 })).toBe(false);
    expect(isOfferChosen(offer, { ...url, time: '20:15' })).toBe(false);
    expect(isOfferChosen(undefined, url)).toBe(false);
  });

  it('says the end of the offer in Paris time', () => {
    expect(offerEndTime('2026-11-24T18:30:00.000Z')).toBe('19:30');
    expect(offerEndTime('2026-07-01T18:30:00.000Z')).toBe('20:30');
    expect(offerEndTime('nonsense')).toBe('');
  });
});
