import { ReservationSchema } from '@app/domain';
import type { Reservation } from '@app/domain';
import { ToastProvider } from '@app/ui';
import '@app/ui/styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import '../../src/app/backoffice.css';
import { HomeScreen } from '../../src/features/home/components/home-screen';
import type { StaffCallables } from '../../src/lib/callables';
import type { Repositories } from '../../src/lib/data';
import { ServicesProvider } from '../../src/lib/services-context';

const mk = (i: number, date: string, time: string, last: string, extra: Record<string, unknown> = {}) =>
  ReservationSchema.parse({
    id: `p${i}`, restaurantId: 'r1', restaurantName: 'Au Bureau', date, time, partySize: 2 + (i % 5),
    customerName: `Marie ${last}`, customerFirstName: 'Marie', customerLastName: last,
    customerEmail: `m${i}@x.fr`, customerPhone: '+33612345678', specialRequests: i % 2 ? 'Anniversaire, gâteau à 22 h et bougies' : '',
    terrace: i % 3 === 0, status: 'PENDING', createdAt: '2026-11-20T09:00:00.000Z', ...extra,
  });
const items: Reservation[] = [
  mk(1, '2026-11-20', '19:30', 'Dubois'), mk(2, '2026-11-20', '20:00', 'Saint-Exupéry-Montmorency'),
  mk(3, '2026-11-21', '12:30', 'Petit'), mk(4, '2026-11-21', '20:15', 'Martin'), mk(5, '2026-11-23', '21:00', 'Leroy'),
];
const repositories = {
  reservations: {
    watchPending: (_i: unknown, next: (l: { items: Reservation[] }) => void) => {
      setTimeout(() => next({ items }), 0);
      setTimeout(() => next({ items: [...items, mk(9, '2026-11-20', '21:15', 'Nouvelle')] }), 300);
      return () => undefined;
    },
    listCancelledFrom: async () => [],
  },
} as unknown as Repositories;
const callables = new Proxy({}, { get: () => () => new Promise(() => undefined) }) as StaffCallables;
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <ToastProvider>
        <ServicesProvider value={{ repositories, callables }}>
          <main className="page"><h1>Accueil</h1>
          <HomeScreen restaurantId="r1" today="2026-11-20" tab="pending" onTabChange={() => undefined} /></main>
        </ServicesProvider>
      </ToastProvider>
    </MemoryRouter>
  </QueryClientProvider>,
);
