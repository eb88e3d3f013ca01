import { DEFAULT_LOYALTY_CONFIG } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeReservation } from '../../test/make-reservation';
import { makeDescriber } from './describe-reservation';

describe('makeDescriber', () => {
  it('shows SURNAME Firstname and the level of the customer at this restaurant', () => {
    const describeRow = makeDescriber(new Map([['marie@example.fr', 260]]), DEFAULT_LOYALTY_CONFIG);
    const view = describeRow(makeReservation({ customerFirstName: 'marie', customerLastName: 'Dupont' }));
    expect(view.displayName).toBe('DUPONT Marie');
    expect(view.loyalty?.levelName).toBe('Argent');
    expect(view.loyalty?.points).toBe(260);
  });

  it('has no badge when the points are unknown', () => {
    const describeRow = makeDescriber(new Map(), DEFAULT_LOYALTY_CONFIG);
    expect(describeRow(makeReservation()).loyalty).toBeUndefined();
  });
});
