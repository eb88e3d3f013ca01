import type { DocData } from '@app/data';
import { joinFullName } from '@app/domain';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The customer's full name as the rewards pages and the till show it: `name`, else first and last names. */
export function customerFullName(customer: DocData): string {
  return (
    text(customer.name) ||
    joinFullName({ firstName: text(customer.firstName), lastName: text(customer.lastName) })
  );
}
