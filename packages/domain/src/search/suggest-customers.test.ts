import { describe, expect, it } from 'vitest';
import { suggestCustomers } from './suggest-customers';

const customers = [
  { id: 'a', name: 'Jean Dupont', email: 'jean@mail.fr', phone: '06 12 34 56 78' },
  { id: 'b', name: 'Jeanne Martin', email: 'jm@ex.fr', phone: '0798765432' },
  { id: 'c', name: 'Paul', email: '', phone: '' },
];
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('suggestCustomers', () => {
  it('suggests by name from 2 characters', () => {
    expect(ids(suggestCustomers({ customers, name: 'j' }))).toEqual([]);
    expect(ids(suggestCustomers({ customers, name: 'je' }))).toEqual(['a', 'b']);
  });
  it('suggests by e-mail from 3 characters and by phone from 4', () => {
    expect(ids(suggestCustomers({ customers, email: 'jm' }))).toEqual([]);
    expect(ids(suggestCustomers({ customers, email: 'JM@' }))).toEqual(['b']);
    expect(ids(suggestCustomers({ customers, phone: '061' }))).toEqual([]);
    expect(ids(suggestCustomers({ customers, phone: '06.12' }))).toEqual(['a']);
  });
  it('shows at most 5', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: `m${i}`, name: `Martin ${i}` }));
    expect(suggestCustomers({ customers: many, name: 'mart' })).toHaveLength(5);
  });
});
