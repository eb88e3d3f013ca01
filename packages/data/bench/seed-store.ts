import type { DocStore } from '../src/docstore/port';

/** Shape of the seeded data, so that measures can pick existing restaurants and days. */
export interface SeedPlan {
  restaurants: string[];
  days: string[];
  reservations: number;
  customers: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (i: number) => {
  const d = new Date(Date.UTC(2026, 10, 1) + i * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** 10 restaurants and 34 days: ~300 reservations per restaurant and day for 100,000 reservations. */
export function makePlan(reservations = 100_000, customers = 20_000): SeedPlan {
  return {
    restaurants: Array.from({ length: 10 }, (_, i) => `resto-${i}`),
    days: Array.from({ length: 34 }, (_, i) => dayOf(i)),
    reservations,
    customers,
  };
}

const STATUSES = ['PENDING', 'CONFIRMED', 'SEATED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'];

/** Writes the plan's documents in large batches (one SQL transaction each), reporting progress. */
export async function seedStore(store: DocStore, plan: SeedPlan, batchSize = 5000): Promise<void> {
  const write = async (total: number, make: (i: number) => [string, Record<string, unknown>]) => {
    for (let start = 0; start < total; start += batchSize) {
      const batch = store.batch();
      for (let i = start; i < Math.min(total, start + batchSize); i++) {
        const [path, data] = make(i);
        batch.set(path, data);
      }
      await batch.commit();
      process.stdout.write(`\r  ${Math.min(total, start + batchSize)} / ${total}`);
    }
    process.stdout.write('\n');
  };
  const { restaurants, days } = plan;
  console.log(`Seeding ${plan.customers} customers…`);
  await write(plan.customers, (i) => {
    const email = `client${i}@exemple.fr`;
    const home = restaurants[i % restaurants.length] as string;
    const other = restaurants[(i * 7 + 3) % restaurants.length] as string;
    // Staff page through their venue's views of the customers (ARCHITECTURE §8), one per customer here.
    return [
      `restaurantCustomers/${home}_${email}`,
      {
        restaurantId: home,
        customerId: email,
        name: `Client ${i}`,
        email,
        phone: `06${pad(i, 8)}`,
        restaurantCount: i % 4 === 0 && other !== home ? 2 : 1,
        points: i % 300,
        totalReservations: i % 25,
        lastVisit: days[i % days.length] as string,
        createdAt: '2026-01-01T10:00:00.000Z',
      },
    ];
  });
  console.log(`Seeding ${plan.reservations} reservations…`);
  await write(plan.reservations, (i) => {
    const restaurantId = restaurants[i % restaurants.length] as string;
    const date = days[Math.floor(i / restaurants.length) % days.length] as string;
    return [
      `reservations/res-${pad(i, 6)}`,
      {
        restaurantId,
        restaurantName: `Restaurant ${restaurantId}`,
        date,
        time: `${pad(12 + (i % 10))}:${i % 2 === 0 ? '00' : '30'}`,
        partySize: 1 + (i % 8),
        customerName: `Client ${i % plan.customers}`,
        customerEmail: `client${i % plan.customers}@exemple.fr`,
        customerPhone: '0611223344',
        status: STATUSES[i % STATUSES.length],
        specialRequests: i % 5 === 0 ? 'Table près de la fenêtre' : '',
        terrace: i % 3 === 0,
        statusHistory: [],
        createdAt: '2026-10-01T10:00:00.000Z',
      },
    ];
  });
}
