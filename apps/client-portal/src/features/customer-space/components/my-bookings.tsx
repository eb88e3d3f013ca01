import { Button, EmptyState, Skeleton } from '@app/ui';
import { CalendarDays, Refresh } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import type { useMyBookings } from '../api/use-my-bookings';
import { BookingRow } from './booking-row';

/**
 * « Mes réservations et visites »: what is still ahead first, nearest first (today's 20:30 before next month's),
 * then the past, newest first, with « Voir plus » for older visits. Headings say how many are listed.
 */
export function MyBookings({ bookings }: { bookings: ReturnType<typeof useMyBookings> }) {
  const { upcoming, history } = bookings;
  return (
    <section className="space-section" aria-labelledby="recent-title">
      <h2 id="recent-title">Mes réservations et visites</h2>
      {bookings.isPending ? (
        <Skeleton lines={3} label="Chargement de vos réservations" />
      ) : bookings.isError ? (
        <div className="notice notice--error" role="alert">
          <p>Vos réservations n'ont pas pu être chargées.</p>
          <Button variant="secondary" icon={Refresh} onPress={bookings.retry}>
            Réessayer
          </Button>
        </div>
      ) : upcoming.length === 0 && history.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title="Aucune réservation pour le moment"
          description="Vos réservations et vos visites déclarées au restaurant apparaîtront ici."
          action={<Link to={paths.chooser}>Réserver une table</Link>}
        />
      ) : (
        <>
          <section className="bookings-group" aria-labelledby="upcoming-title">
            <h3 id="upcoming-title">À venir ({upcoming.length})</h3>
            {upcoming.length === 0 ? (
              <p className="bookings-group__empty">
                Aucune réservation à venir. <Link to={paths.chooser}>Réserver une table</Link>
              </p>
            ) : (
              <ul className="recent-list">
                {upcoming.map((item) => (
                  <BookingRow key={item.id} item={item} />
                ))}
              </ul>
            )}
          </section>
          <section className="bookings-group" aria-labelledby="history-title">
            <h3 id="history-title">Passées et annulées</h3>
            {history.length === 0 ? (
              <p className="bookings-group__empty">Vos visites passées apparaîtront ici.</p>
            ) : (
              <ul className="recent-list">
                {history.map((item) => (
                  <BookingRow key={item.id} item={item} />
                ))}
              </ul>
            )}
            {bookings.hasMore && (
              <Button isLoading={bookings.isLoadingMore} onPress={bookings.loadMore}>
                Voir plus
              </Button>
            )}
          </section>
        </>
      )}
    </section>
  );
}
