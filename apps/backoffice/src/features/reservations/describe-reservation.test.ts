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
});
