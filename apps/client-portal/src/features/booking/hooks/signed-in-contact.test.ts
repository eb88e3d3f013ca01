import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS } from './booking-draft';
import { contactFromProfile, prefillContact } from './signed-in-contact';

describe('a signed-in diner’s booking form (issue 48)', () => {
  const marie = contactFromProfile('Marie@Example.fr', {
    firstName: 'Marie',
    lastName: 'Curie',
    phone: '0611223344',
    specialRequests: 'not a contact field',
  });

  it('reads the contact of their own record, the full name split when it is all there is', () => {
    expect(marie).toEqual({
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'marie@example.fr',
      phone: '0611223344',
    });
    expect(contactFromProfile('a@b.fr', { name: 'Jean  de La Fontaine' })).toMatchObject({
      firstName: 'Jean',
      lastName: 'de La Fontaine',
      phone: '',
    });
  });

  it('fills the empty contact fields only: what was typed stays, the request and terrace never come from it', () => {
    expect(prefillContact(EMPTY_DETAILS, marie)).toEqual(marie);
    const typed = {
      ...EMPTY_DETAILS,
      firstName: 'Marion',
      specialRequests: 'Près de la fenêtre',
      terrace: true,
    };
    expect(prefillContact(typed, marie)).toEqual({
      lastName: 'Curie',
      email: 'marie@example.fr',
      phone: '0611223344',
    });
    expect(prefillContact({ ...EMPTY_DETAILS, ...marie }, marie)).toEqual({});
    // A profile without phone leaves the field for the diner.
    expect(prefillContact(EMPTY_DETAILS, { ...marie, phone: '' })).not.toHaveProperty('phone');
  });
});
