import { RESERVATION_MESSAGES } from '@app/domain';
import type { Reservation } from '@app/domain';
import { PageLoader, useNow } from '@app/ui';
import { useCallback, useEffect, useState } from 'react';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { useHeldList } from '../../../hooks/use-held-list';
import type { HomeTab } from '../../../routes/paths';
import { useRefusalFlow } from '../../../hooks/use-refusal-flow';
import { useStatusChange } from '../../../hooks/use-status-change';
import { usePendingReservations } from '../hooks/use-pending-reservations';
import { useRecentCancellations } from '../hooks/use-recent-cancellations';
import { CancelledTab } from './cancelled-tab';
import { PendingList } from './pending-list';
import { BlockedGuests, JunkAlert } from './online-guard-panel';
import type { PendingDecision } from './pending-row';
import '../home.css';

export interface HomeScreenProps {
  restaurantId: string;
  today: string;
  /** The tab shown; kept in the address by the page so that /app/cancelled and a reload land on it. */
  tab: HomeTab;
  onTabChange(tab: HomeTab): void;
}

/**
 * Home /app: tab 'À confirmer' (live, grouped by day, one line a request) and tab 'Annulées'. A decided request
 * says so in place for a second before the list closes up, so that the next tap never lands on another row;
 * « Confirmer » and « Refuser » each offer their undo in the toast.
 */
export function HomeScreen({ restaurantId, today, tab, onTabChange }: HomeScreenProps) {
  const pending = usePendingReservations(restaurantId);
  const cancelled = useRecentCancellations(restaurantId, today);
  const now = useNow();
  const { change } = useStatusChange();
  const held = useHeldList(pending.items);
  const { hold, holding } = held;
  const [decided, setDecided] = useState<ReadonlyMap<string, PendingDecision>>(() => new Map());
  const decide = useCallback(
    (reservation: Reservation, decision: PendingDecision | null) => {
      if (decision) hold();
      setDecided((current) => {
        const next = new Map(current);
        if (decision) next.set(reservation.id, decision);
        else next.delete(reservation.id);
        return next;
      });
    },
    [hold],
  );
  // Once the list follows its source again, the decided rows are gone: their marks go with them.
  useEffect(() => {
    if (!holding) setDecided((current) => (current.size ? new Map() : current));
  }, [holding]);
  const refusal = useRefusalFlow({ onRefused: (r) => decide(r, 'refused') });

  async function confirmRequest(reservation: Reservation) {
    decide(reservation, 'confirmed');
    const ok = await change(reservation, 'CONFIRMED', { errorMessage: RESERVATION_MESSAGES.confirmError });
    if (!ok) decide(reservation, null);
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
          À confirmer <span className="tab__count">{pending.items.length}</span>
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
          pending.loading ? (
            <PageLoader />
          ) : (
            <>
              <JunkAlert items={pending.items} />
              <PendingList
                items={held.items}
                live={pending.items}
                ready={!pending.loading}
                today={today}
                decided={decided}
                onConfirm={(r) => void confirmRequest(r)}
                onRefuse={(r) => refusal.requestRefusal(r)}
              />
              <BlockedGuests restaurantId={restaurantId} />
            </>
          )
        ) : cancelled.loading ? (
          <PageLoader />
        ) : (
          <CancelledTab items={cancelled.items} refused={cancelled.refused} now={now} />
        )}
      </section>
      {refusal.dialog}
    </PullToRefresh>
  );
}
