import { describe, expect, it } from 'vitest';
import { buildCustomerSearchTokens, customerSearchToken } from './build-customer-search-tokens';
import { matchesCustomerSearchTokens, parseCustomerSearch } from './parse-customer-search';

const lea = {
  name: 'Léa Dupont',
  firstName: 'Léa',
  lastName: 'Dupont',
  email: 'Lea.Dupont@Exemple.fr',
  phone: '06 12 34 56 78',
};

/** Whether what staff type finds the customer: the looked-up token is stored and the other words match. */
function finds(fields: Parameters<typeof buildCustomerSearchTokens>[0], query: string): boolean {
  const search = parseCustomerSearch({ query });
  if (!search) return false;
  const tokens = buildCustomerSearchTokens(fields);
  return tokens.includes(search.token) && matchesCustomerSearchTokens({ tokens, search });
}

describe('buildCustomerSearchTokens', () => {
  it('stores lower-case, accent-free prefixes of the first and last name from 2 characters', () => {
    const tokens = buildCustomerSearchTokens(lea);
    expect(tokens).toEqual(expect.arrayContaining(['le', 'lea', 'du', 'dup', 'dupo', 'dupon', 'dupont']));
    expect(tokens).not.toContain('d');
    expect(tokens).not.toContain('Dup');
    expect(tokens.every((t) => t.length >= 2 && t.length <= 30)).toBe(true);
  });

  it('stores the full name in both orders', () => {
    const tokens = buildCustomerSearchTokens(lea);
    expect(tokens).toEqual(expect.arrayContaining(['lea d', 'lea dupont', 'dupont l', 'dupont lea']));
  });

  it('splits a record holding only a full name at its first space', () => {
    const tokens = buildCustomerSearchTokens({ name: 'Jean-Pierre de La Fontaine' });
    expect(tokens).toEqual(
      expect.arrayContaining(['jean-pierre', 'pierre', 'fontaine', 'de la fontaine jean-pierre']),
    );
  });

  it('stores the e-mail address whole and its local part, lower-cased', () => {
    const tokens = buildCustomerSearchTokens(lea);
    expect(tokens).toEqual(
      expect.arrayContaining(['lea.dupont', 'lea.dupont@', 'lea.dupont@exemple.fr', 'dupont']),
    );
  });

  it('stores digit prefixes of the national and international forms of the phone', () => {
    for (const phone of [
      '06 12 34 56 78',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '+33612345678',
      '+33 (0)6 12 34 56 78',
    ]) {
      const tokens = buildCustomerSearchTokens({ phone });
      expect(tokens).toEqual(
        expect.arrayContaining(['06', '0612', '0612345678', '33', '336', '33612345678']),
      );
    }
  });

  it('stores nothing for an empty contact', () => {
    expect(buildCustomerSearchTokens({})).toEqual([]);
  });
});

describe('customerSearchToken', () => {
  it('turns what staff typed into the token to look up, from 2 characters', () => {
    expect(customerSearchToken('D')).toBeNull();
    expect(customerSearchToken(' ')).toBeNull();
    expect(customerSearchToken('Du')).toBe('du');
    expect(customerSearchToken('ÉLOÏSE')).toBe('eloise');
    expect(customerSearchToken('LEA@Exemple.fr')).toBe('lea@exemple.fr');
  });

  it('reads a phone-like query as digits, whatever its separators', () => {
    expect(customerSearchToken('06 12')).toBe('0612');
    expect(customerSearchToken('06.12-34')).toBe('061234');
    expect(customerSearchToken('+33 6 12')).toBe('33612');
    expect(customerSearchToken('+33 (0)6 12')).toBe('33612');
    expect(customerSearchToken('0')).toBeNull();
  });

  it('cuts long queries at 30 characters, like the stored tokens', () => {
    const email = 'jean-christophe.de-montmorency@exemple.fr';
    expect(customerSearchToken(email)).toBe(email.slice(0, 30));
    expect(finds({ email }, email)).toBe(true);
  });
});

describe('customer search over stored tokens (administration §5)', () => {
  it('matches name, first or last name in either order, e-mail and phone', () => {
    for (const query of [
      'le',
      'Dup',
      'léa dupont',
      'Dupont Léa',
      'dupont l',
      'lea.dupont@exemple.fr',
      'LEA.DUP',
      '06 12 34',
      '0612345678',
      '06.12.34.56.78',
      '+33 6 12 34 56 78',
      '33612',
    ])
      expect(finds(lea, query), query).toBe(true);
  });

  it('does not match another customer, nor a word past the name', () => {
    for (const query of ['martin', 'lea martin', '07 12', 'upont', 'zz'])
      expect(finds(lea, query), query).toBe(false);
  });

  it('looks up the longest word and checks the others on the page', () => {
    expect(parseCustomerSearch({ query: 'Léa Dupont' })).toEqual({ token: 'dupont', others: ['lea'] });
    expect(parseCustomerSearch({ query: '06 12 34' })).toEqual({ token: '061234', others: [] });
    expect(parseCustomerSearch({ query: 'a b' })).toBeNull();
    expect(parseCustomerSearch({ query: '' })).toBeNull();
  });
});
