import { describe, expect, it } from 'vitest';
import { MergeCustomersInputSchema } from './merge-customer-inputs';

const message = (input: unknown) => MergeCustomersInputSchema.safeParse(input).error?.issues[0]?.message;

describe('MergeCustomersInputSchema', () => {
  it('takes the venue, the kept record and the duplicate, trimmed', () => {
    expect(
      MergeCustomersInputSchema.parse({
        restaurantId: ' r1 ',
        keptId: 'ana@mail.fr',
        duplicateId: 'Ana_0612',
      }),
    ).toEqual({ restaurantId: 'r1', keptId: 'ana@mail.fr', duplicateId: 'Ana_0612' });
  });

  it('answers the French message of the missing or overlong id', () => {
    expect(message({ restaurantId: '', keptId: 'a', duplicateId: 'b' })).toBe('Restaurant non trouvé');
    expect(message({ restaurantId: 'r1', keptId: ' ', duplicateId: 'b' })).toBe('Client non trouvé');
    expect(message({ restaurantId: 'r1', keptId: 'a', duplicateId: 'x'.repeat(129) })).toBe(
      'Client non trouvé',
    );
    expect(message({ restaurantId: 'r1', keptId: 'a' })).toBe('Client non trouvé');
  });
});
