import { DEFAULT_LOYALTY_CONFIG, RestaurantCustomerSchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeReservation } from '../../test/make-reservation';
import { makeDescriber } from './describe-reservation';

const file = (fields: Record<string, unknown>) =>
  RestaurantCustomerSchema.parse({
    id: 'r1_marie@example.fr',
    restaurantId: 'r1',
    customerId: 'marie@example.fr',
    ...fields,
  });

describe('makeDescriber', () => {
  it('shows SURNAME Firstname and the level of the customer at this restaurant', () => {
    const describeRow = makeDescriber(
      new Map([['marie@example.fr', file({ points: 260 })]]),
      DEFAULT_LOYALTY_CONFIG,
    );
    const view = describeRow(makeReservation({ customerFirstName: 'marie', customerLastName: 'Dupont' }));
    expect(view.displayName).toBe('DUPONT Marie');
    expect(view.loyalty?.levelName).toBe('Argent');
    expect(view.loyalty?.points).toBe(260);
    expect(view.guest).toBeUndefined();
  });

  it('has no badge when the guest is not in the file', () => {
    const describeRow = makeDescriber(new Map(), DEFAULT_LOYALTY_CONFIG);
    expect(describeRow(makeReservation()).loyalty).toBeUndefined();
  });

  it("carries the guest file's allergy, note and tags when the venue's view has them", () => {
    const describeRow = makeDescriber(
      new Map([
        [
          'marie@example.fr',
          file({
            points: 10,
            allergies: ' Arachides ',
            notes: 'Table au calme',
            tags: ['Habituée', ' '],
          }),
        ],
      ]),
      DEFAULT_LOYALTY_CONFIG,
    );
    expect(describeRow(makeReservation()).guest).toEqual({
      allergies: 'Arachides',
      note: 'Table au calme',
      tags: ['Habituée'],
    });
  });

  it("labels the guest from the venue's own counters: Nouveau, Habitué, Absences", () => {
    const describeRow = makeDescriber(
      new Map([
        ['new@example.fr', file({ customerId: 'new@example.fr' })],
        [
          'regular@example.fr',
          file({ customerId: 'regular@example.fr', completed: 4, visitsDeclared: 1, noShow: 2 }),
        ],
      ]),
      DEFAULT_LOYALTY_CONFIG,
    );
    const texts = (email: string) =>
      describeRow(makeReservation({ customerEmail: email })).labels?.map((label) => label.text);
    expect(texts('new@example.fr')).toEqual(['Nouveau']);
    expect(texts('regular@example.fr')).toEqual(['Habitué', 'Absences : 2']);
    expect(describeRow(makeReservation({ customerEmail: 'unknown@example.fr' })).labels).toBeUndefined();
  });
});
