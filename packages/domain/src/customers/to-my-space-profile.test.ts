import { describe, expect, it } from 'vitest';
import { toMySpaceProfile } from './to-my-space-profile';

describe('toMySpaceProfile', () => {
  it('takes the profile from the identity record, and nothing but what it holds', () => {
    expect(
      toMySpaceProfile({
        email: 'lea@exemple.fr',
        customer: {
          name: 'Léa Dubois',
          firstName: 'Léa',
          lastName: 'Dubois',
          phone: '0612345678',
          birthDate: '1990-04-02',
          emailMarketingConsent: true,
          smsMarketingConsent: 'yes',
          hasPassword: true,
          restaurantStats: { r1: { points: 30 } },
        },
      }),
    ).toEqual({
      email: 'lea@exemple.fr',
      name: 'Léa Dubois',
      firstName: 'Léa',
      lastName: 'Dubois',
      phone: '0612345678',
      birthDate: '1990-04-02',
      postalCode: '',
      emailMarketingConsent: true,
      // Only a stored `true` counts: a damaged field never reads as a consent.
      smsMarketingConsent: false,
      hasPassword: true,
    });
  });
});
