import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGuestFileSearchTokens } from '../guest-file/build-guest-file-search-tokens';
import { normalizeGuestTags } from '../guest-file/normalize-guest-tags';
import { buildReviewSearchTokens } from '../reviews/build-review-search-tokens';
import { parseReviewSearch } from '../reviews/parse-review-search';
import { isStorableText } from '../text/is-storable-text';
import { NAMES_IN_EVERY_SCRIPT } from '../text/names-in-every-script';
import { buildCustomerSearchTokens, customerSearchToken } from './build-customer-search-tokens';
import { buildReservationSearchTokens, reservationSearchToken } from './build-reservation-search-tokens';
import { parseCustomerSearch } from './parse-customer-search';
import { searchReservations } from './search-reservations';

/** Every token is a text the store keeps: no half of an emoji, no NUL. */
const allStorable = (tokens: readonly string[]) => tokens.filter((token) => !isStorableText(token));

describe('search tokens of names in every script (issue 55)', () => {
  it.each(NAMES_IN_EVERY_SCRIPT)('« %s » gives storable tokens that its own search finds', (name) => {
    const [first = '', ...rest] = name.split(' ');
    const last = rest.join(' ') || 'Martin';
    const reservation = buildReservationSearchTokens({ customerFirstName: first, customerLastName: last });
    const customer = buildCustomerSearchTokens({ firstName: first, lastName: last, email: 'a@b.fr' });
    const review = buildReviewSearchTokens({ customerName: name, comment: `${name} très bien` });
    const guest = buildGuestFileSearchTokens({ tags: [name], notes: name, allergies: name });
    for (const tokens of [reservation, customer, review, guest]) expect(allStorable(tokens)).toEqual([]);

    const byReservation = reservationSearchToken(name);
    if (byReservation) expect(reservation).toContain(byReservation);
    const byCustomer = parseCustomerSearch({ query: name });
    expect(byCustomer).not.toBeNull();
    expect(customer).toContain(byCustomer?.token);
    const byReview = parseReviewSearch({ query: name });
    if (byReview?.token) expect(review).toContain(byReview.token);
  });

  it('finds a Greek, a Chinese and a Vietnamese name in reviews and guest files, accents ignored', () => {
    expect(buildReviewSearchTokens({ customerName: 'Ἀλέξανδρος' })).toContain('αλεξανδρος');
    expect(buildReviewSearchTokens({ customerName: '李小龍' })).toContain('李小');
    expect(buildGuestFileSearchTokens({ notes: 'Nguyễn aime le nước mắm' })).toContain('nuoc');
  });

  it('finds « 李 » « 小龍 » as staff type it, surname then given name without a space', () => {
    const tokens = buildReservationSearchTokens({ customerFirstName: '小龍', customerLastName: '李' });
    expect(tokens).toContain(reservationSearchToken('李小龍'));
    expect(
      buildReservationSearchTokens({ customerFirstName: 'Léa', customerLastName: 'Dupont' }),
    ).not.toContain('dupontlea');
  });

  it('finds « 李 » « 小龍 » on the day list by « 李小龍 », and no Latin name across its space', () => {
    const li = { customerName: '小龍 李', customerFirstName: '小龍', customerLastName: '李' };
    const lea = { customerName: 'Léa Dupont', customerFirstName: 'Léa', customerLastName: 'Dupont' };
    expect(searchReservations({ reservations: [li, lea], query: '李小龍' })).toEqual([li]);
    expect(searchReservations({ reservations: [li, lea], query: 'adu' })).toEqual([]);
  });

  it('« Zoë 😀 » gets its whole emoji in the tokens, never half of it', () => {
    const tokens = buildReservationSearchTokens({ customerFirstName: 'Zoë', customerLastName: '😀' });
    expect(tokens).toContain('zoe 😀');
    expect(tokens).not.toContain('zoe \uD83D');
    expect(customerSearchToken('😀😀😀')).toBe('😀😀😀');
  });

  it('keeps tags of any script whole and capitalised', () => {
    expect(normalizeGuestTags({ tags: ['😀'.repeat(40), 'écran'] })).toEqual(['😀'.repeat(15), 'Écran']);
  });

  it('never cuts any text into an unstorable token (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const tokens = [
          ...buildReservationSearchTokens({ customerFirstName: a, customerLastName: b, customerName: a }),
          ...buildCustomerSearchTokens({ firstName: a, lastName: b, email: `${a}@x.fr` }),
          ...buildReviewSearchTokens({ customerName: a, comment: b }),
          ...buildGuestFileSearchTokens({ tags: [a], notes: b }),
          ...normalizeGuestTags({ tags: [a, b] }),
        ].filter((token) => !token.includes('\0'));
        expect(allStorable(tokens)).toEqual([]);
      }),
      { seed: 55, numRuns: 300 },
    );
  });
});
