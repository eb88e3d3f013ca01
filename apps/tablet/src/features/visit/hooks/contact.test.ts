import { TabletLookupCustomerInputSchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { contactKey, lookupContact, normalizeContact } from './contact';

describe('normalizeContact', () => {
  it('trims the phone and lower-cases the e-mail', () => {
    expect(normalizeContact({ phone: ' 06 12 34 56 78 ', email: '  Lea@Exemple.FR ' })).toEqual({
      phone: '06 12 34 56 78',
      email: 'lea@exemple.fr',
    });
  });
});

describe('lookupContact', () => {
  it('waits for a phone of 8 characters or an e-mail of 5', () => {
    expect(lookupContact({ phone: '0612345', email: '' })).toBeNull();
    expect(lookupContact({ phone: '', email: 'a@b.' })).toBeNull();
    expect(lookupContact({ phone: '   0612345   ', email: '    ' })).toBeNull();
    expect(lookupContact({ phone: '06123456', email: '' })).toEqual({ phone: '06123456', email: '' });
    expect(lookupContact({ phone: '', email: ' A@B.F ' })).toEqual({ phone: '', email: 'a@b.f' });
  });

  it('sends only the parts long enough', () => {
    expect(lookupContact({ phone: '061', email: 'lea@exemple.fr' })).toEqual({
      phone: '',
      email: 'lea@exemple.fr',
    });
    expect(lookupContact({ phone: '0612345678', email: 'le' })).toEqual({ phone: '0612345678', email: '' });
  });

  it('enables the lookup exactly when the callable would accept it', () => {
    for (const typed of [
      { phone: '1234567', email: '' },
      { phone: '12345678', email: '' },
      { phone: '', email: 'abcd' },
      { phone: '', email: 'abcde' },
      { phone: ' 1234567 ', email: ' ABCD ' },
    ]) {
      const contact = lookupContact(typed);
      expect(contact !== null).toBe(TabletLookupCustomerInputSchema.safeParse(typed).success);
      if (contact) expect(TabletLookupCustomerInputSchema.safeParse(contact).success).toBe(true);
    }
  });

  it('keys a contact by both parts', () => {
    expect(contactKey({ phone: '0612345678', email: '' })).not.toBe(
      contactKey({ phone: '', email: '0612345678' }),
    );
  });
});
