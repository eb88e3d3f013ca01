import { MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { lookupView, saveButton } from './lookup-view';
import type { FoundCustomer } from './lookup-view';

const customer: FoundCustomer = {
  found: true,
  firstName: 'Léa',
  maskedContact: 'l***@exemple.fr',
  points: 42,
  level: 'Bronze',
  pointsToAdd: 8,
  totalAfter: 50,
  visitAllowed: true,
};
const phone = { phone: '0612345678', email: '' };
const idle = { data: undefined, error: null, isError: false };

describe('lookupView', () => {
  it('waits for enough characters', () => {
    expect(lookupView({ typed: { phone: '0612', email: '' }, looked: null, query: idle })).toEqual({
      kind: 'short',
    });
  });

  it('searches while typing has not settled or the answer is not back', () => {
    expect(lookupView({ typed: phone, looked: null, query: idle }).kind).toBe('searching');
    expect(lookupView({ typed: phone, looked: { phone: '061234567', email: '' }, query: idle }).kind).toBe(
      'searching',
    );
    expect(lookupView({ typed: phone, looked: phone, query: idle }).kind).toBe('searching');
    // An answer for the previous contact is never shown for the new one.
    const previous = { data: customer, error: null, isError: false };
    expect(
      lookupView({ typed: phone, looked: { phone: '0612345679', email: '' }, query: previous }).kind,
    ).toBe('searching');
  });

  it('shows the customer found, or the not-found message', () => {
    expect(lookupView({ typed: phone, looked: phone, query: { ...idle, data: customer } })).toEqual({
      kind: 'found',
      customer,
    });
    expect(
      lookupView({ typed: phone, looked: phone, query: { ...idle, data: { found: false, message: '' } } }),
    ).toEqual({ kind: 'not-found', message: MESSAGES.tablet.customerNotFound });
  });

  it('asks for the e-mail when several accounts hold the phone, and saves nothing meanwhile', () => {
    const ambiguous = { found: false as const, askEmail: true, message: MESSAGES.tablet.severalAccounts };
    const view = lookupView({ typed: phone, looked: phone, query: { ...idle, data: ambiguous } });
    expect(view).toEqual({ kind: 'ask-email', message: MESSAGES.tablet.severalAccounts });
    expect(saveButton(view, false)).toEqual({ label: MESSAGES.tablet.customerRequired, disabled: true });
  });
});

describe('saveButton', () => {
  it('says what is missing, and is enabled only for a customer found while nothing is being sent', () => {
    expect(saveButton({ kind: 'short' }, false)).toEqual({
      label: 'Téléphone ou email requis',
      disabled: true,
    });
    expect(saveButton({ kind: 'not-found', message: '' }, false)).toEqual({
      label: 'Client requis',
      disabled: true,
    });
    expect(saveButton({ kind: 'error', message: '' }, false)).toEqual({
      label: 'Client requis',
      disabled: true,
    });
    expect(saveButton({ kind: 'searching' }, false)).toEqual({ label: 'Enregistrer', disabled: true });
    expect(saveButton({ kind: 'found', customer }, false)).toEqual({ label: 'Enregistrer', disabled: false });
    expect(saveButton({ kind: 'found', customer }, true)).toEqual({ label: 'Enregistrer', disabled: true });
    // Too soon after the last visit: the panel says why, the button stays off.
    const tooSoon = { ...customer, visitAllowed: false, waitMessage: 'Délai de 5h requis !' };
    expect(saveButton({ kind: 'found', customer: tooSoon }, false)).toEqual({
      label: 'Enregistrer',
      disabled: true,
    });
  });
});
