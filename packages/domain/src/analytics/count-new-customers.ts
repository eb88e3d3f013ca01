/** Customers created within the last `days` days (30 on the analytics card). Unreadable dates do not count. */
export function countNewCustomers({
  customers,
  now,
  days = 30,
}: {
  customers: readonly { createdAt?: string }[];
  now: Date;
  days?: number;
}): number {
  const since = now.getTime() - days * 86_400_000;
  return customers.filter((customer) => {
    const created = Date.parse(customer.createdAt ?? '');
    return !Number.isNaN(created) && created >= since && created <= now.getTime();
  }).length;
}
