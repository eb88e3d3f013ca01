import { describe, expect, it } from 'vitest';
import { suggestCustomers } from './suggest-customers';

const people = Array.from({ length: 8 }, (_, i) => ({
  name: `Jean Martin${i}`,
  firstName: 'Jean',
  lastName: `Martin${i}`,
  email: `jean${i}@exemple.fr`,
  phone: `06 00 00 00 0${i}`,
}));

describe('suggestCustomers', () => {
  it('waits for 2 name, 3 e-mail and 4 phone characters', () => {
    expect(suggestCustomers(people, 'name', 'j')).toEqual([]);
    expect(suggestCustomers(people, 'email', 'je')).toEqual([]);
    expect(suggestCustomers(people, 'phone', '060')).toEqual([]);
    expect(suggestCustomers(people, 'name', 'ma')).toHaveLength(5);
  });

  it('matches e-mail and phone without separators, at most 5', () => {
    expect(suggestCustomers(people, 'email', 'jean3@').map((p) => p.lastName)).toEqual(['Martin3']);
    expect(suggestCustomers(people, 'phone', '00000007').map((p) => p.lastName)).toEqual(['Martin7']);
    expect(suggestCustomers(people, 'name', 'martin6 jean').map((p) => p.lastName)).toEqual(['Martin6']);
  });

  it('ignores accents and case in names, and the spacing of phones', () => {
    const eloise = [
      {
        name: 'Éloïse Dupré',
        firstName: 'Éloïse',
        lastName: 'Dupré',
        email: 'e@exemple.fr',
        phone: '06.12.34.56.78',
      },
    ];
    expect(suggestCustomers(eloise, 'name', 'DUPRE')).toHaveLength(1);
    expect(suggestCustomers(eloise, 'name', 'eloise')).toHaveLength(1);
    expect(suggestCustomers(eloise, 'phone', '06 12 34')).toHaveLength(1);
  });
});
