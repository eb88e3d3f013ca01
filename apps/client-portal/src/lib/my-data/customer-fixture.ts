import { CustomerSchema, type Customer } from '@app/domain';

/** A customer record as the store holds it, for the screens' tests: the schema's defaults and what a test sets. */
export function customerFixture(
  fields: Partial<Omit<Customer, 'restaurantStats'>> & {
    id: string;
    restaurantStats?: Record<string, { points?: number; giftsClaimed?: number }>;
  },
): Customer & { id: string } {
  return { ...CustomerSchema.parse({ createdAt: '2026-01-01T10:00:00.000Z', ...fields }), id: fields.id };
}
