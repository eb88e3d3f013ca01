/**
 * Benchmark page (not a test, not shipped): the real day screen (/app/reservations' DayScreen, production
 * build) fed with a day of 500 reservations by in-memory repositories, plus the probes the runner reads.
 */
import { DEFAULT_LOYALTY_CONFIG, ReservationSchema } from '@app/domain';
import type { Reservation, ReservationStatus } from '@app/domain';
import { ToastProvider } from '@app/ui';
import '@app/ui/styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import '../../src/app/backoffice.css';
import { DayScreen } from '../../src/features/reservations/components/day-screen';
import type { StaffCallables } from '../../src/lib/callables';
import type { Repositories } from '../../src/lib/data';
import { ServicesProvider } from '../../src/lib/services-context';
import { installProbes } from './probes';

export const DAY = '2026-11-20';
export const RESERVATION_COUNT = 500;

const FIRST = [
  'Marie',
  'Lucas',
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Emma',
  'Jules',
  'Inès',
  'Noah',
  'Zoé',
  'Adam',
  'Lina',
  'Éloïse',
];
const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'Andre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
];
const TIMES = [
  '11:30',
  '11:45',
  '12:00',
  '12:15',
  '12:30',
  '12:45',
  '13:00',
  '13:15',
  '13:30',
  '14:00',
  '19:00',
  '19:15',
  '19:30',
  '19:45',
  '20:00',
  '20:15',
  '20:30',
  '20:45',
  '21:00',
  '21:30',
  '22:00',
];
const STATUSES: ReservationStatus[] = [
  'PENDING',
  'CONFIRMED',
  'CONFIRMED',
  'CONFIRMED',
  'SEATED',
  'SEATED',
  'CANCELLED',
  'COMPLETED',
  'NO_SHOW',
];

/** A deterministic pseudo-random sequence, so that every run measures the same day. */
function sequence(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

/** The day: 500 bookings over both services, every status, some with a request, a table or the terrace. */
export function makeDay(): Reservation[] {
  const pick = sequence(42);
  return Array.from({ length: RESERVATION_COUNT }, (_, i) => {
    const firstName = FIRST[pick(FIRST.length)] as string;
    const lastName = LAST[pick(LAST.length)] as string;
    const online = pick(2) === 0;
    return ReservationSchema.parse({
      id: `bench-${i}`,
      restaurantId: 'bench',
      restaurantName: 'Au Bureau',
      date: DAY,
      time: TIMES[pick(TIMES.length)],
      partySize: 1 + pick(8),
      customerName: `${firstName} ${lastName}`,
      customerFirstName: firstName,
      customerLastName: lastName,
      customerEmail: `${firstName}.${lastName}.${i}@exemple.fr`.toLowerCase(),
      customerPhone: `06 ${String(10 + pick(90))} ${String(10 + pick(90))} ${String(10 + pick(90))} ${String(10 + pick(90))}`,
      specialRequests: pick(4) === 0 ? 'Allergie aux fruits à coque, table calme si possible' : '',
      terrace: pick(5) === 0,
      tableId: pick(3) === 0 ? String(1 + pick(30)) : '',
      status: STATUSES[pick(STATUSES.length)],
      createdAt: '2026-11-10T09:15:00.000Z',
      createdBy: online ? 'Client Internet' : 'staff-1',
      source: online ? 'online' : 'admin',
    });
  });
}

const day = makeDay();
const never = () => Promise.reject(new Error('Pas d’écriture dans le banc d’essai'));

// Only what the day screen reads: its live day, the loyalty scale, and customers (none: 500 rows skip points).
const repositories = {
  reservations: {
    watchDay: (_input: unknown, next: (list: { items: Reservation[]; changes: [] }) => void) => {
      const timer = setTimeout(() => next({ items: day, changes: [] }), 0);
      return () => clearTimeout(timer);
    },
  },
  loyalty: { getConfig: async () => DEFAULT_LOYALTY_CONFIG },
  // The guest files of 500 guests: none known (the marks cost nothing to draw here).
  customers: { listForRestaurantByIds: async () => [] },
  restaurants: { getBookingSettings: async () => null },
} as unknown as Repositories;
const callables = new Proxy({}, { get: () => never }) as StaffCallables;

window.localStorage.clear();
const root = document.getElementById('root');
if (!root) throw new Error('#root manquant');
installProbes();
createRoot(root).render(
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter initialEntries={[`/app/reservations?date=${DAY}`]}>
      <ToastProvider>
        <ServicesProvider value={{ repositories, callables }}>
          <DayScreen
            restaurantId="bench"
            today={DAY}
            onOpenMenu={() => undefined}
            onOpenTables={() => undefined}
            onOpenFloorPlan={() => undefined}
            onManageSlots={() => undefined}
            onOpenReservation={() => undefined}
            onNewReservation={() => undefined}
          />
        </ServicesProvider>
      </ToastProvider>
    </MemoryRouter>
  </QueryClientProvider>,
);
