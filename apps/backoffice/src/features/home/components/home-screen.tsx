import { RESERVATION_MESSAGES } from '@app/domain';
import { now, PageLoader } from '@app/ui';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import type { HomeTab } from '../../../routes/paths';
import { useRefusalFlow } from '../../../hooks/use-refusal-flow';
import { useStatusChange } from '../../../hooks/use-status-change';
import { usePendingReservations } from '../hooks/use-pending-reservations';
import { useRecentCancellations } from '../hooks/use-recent-cancellations';
import { CancelledTab } from './cancelled-tab';
import { PendingCard } from './pending-card';

export interface HomeScreenProps {
  restaurantId: string;
  today: string;
  /** The tab shown; kept in the address by the page so that /app/cancelled and a reload land on it. */
  tab: HomeTab;
  onTabChange(tab: HomeTab): void;
}

/** Home /app: tab 'À confirmer' (live) and tab 'Annulées'. */
export function HomeScreen({ restaurantId, today, tab, onTabChange }: HomeScreenProps) {
  const pending = usePendingReservations(restaurantId);
  const cancelled = useRecentCancellations(restaurantId, today);
  const { change, overrides } = useStatusChange();
  // A decided request leaves the list at once (optimistic), and comes back if the call fails.
  const waiting = pending.items.filter((r) => !overrides[r.id]);
  // Refusing asks for a reason and offers an undo; the live list drops the request once it is refused.
  const refusal = useRefusalFlow();

  async function confirmRequest(id: string) {
    const reservation = pending.items.find((r) => r.id === id);
    if (!reservation) return;
    await change(reservation, 'CONFIRMED', { errorMessage: RESERVATION_MESSAGES.confirmError });
  }

  return (
    <PullToRefresh onRefresh={() => window.location.reload()}>
      <div className="tabs" role="tablist" aria-label="Accueil">
        <button
          type="button"
          role="tab"
          id="home-tab-pending"
          className="tab"
          aria-selected={tab === 'pending'}
          aria-controls="home-panel"
          onClick={() => onTabChange('pending')}
        >
          À confirmer <span className="tab__count">{waiting.length}</span>
        </button>
        <button
          type="button"
          role="tab"
          id="home-tab-cancelled"
          className="tab"
          aria-selected={tab === 'cancelled'}
          aria-controls="home-panel"
          onClick={() => {
            onTabChange('cancelled');
            cancelled.refresh();
          }}
        >
          Annulées <span className="tab__count">{cancelled.items.length}</span>
        </button>
      </div>
      <section
        id="home-panel"
        role="tabpanel"
        aria-labelledby={tab === 'pending' ? 'home-tab-pending' : 'home-tab-cancelled'}
        className="home-panel"
      >
        {tab === 'pending' ? (
          pending.loading && waiting.length === 0 ? (
            <PageLoader />
          ) : waiting.length === 0 ? (
            <p className="empty-state">{RESERVATION_MESSAGES.noPending}</p>
          ) : (
            <ul className="card-list">
              {waiting.map((r) => (
                <PendingCard
                  key={r.id}
                  reservation={r}
                  busy={false}
                  onConfirm={() => void confirmRequest(r.id)}
                  onRefuse={() => refusal.requestRefusal(r)}
                />
              ))}
            </ul>
          )
        ) : cancelled.loading ? (
          <PageLoader />
        ) : (
          <CancelledTab items={cancelled.items} refused={cancelled.refused} now={now()} />
        )}
      </section>
      {refusal.dialog}
    </PullToRefresh>
  );
}
