import {
  ONLINE_GUARD_TEXTS,
  buildPhoneHref,
  describeWaitlistStatus,
  formatGuests,
  formatPhoneNumber,
  type WaitlistEntry,
} from '@app/domain';
import { Badge, Button, PageLoader, useToast } from '@app/ui';
import { ShieldAlert } from '@app/ui/icons';
import { useEffect, useRef } from 'react';
import { BlockEmailAction } from '../../../components/block-email-action';
import { RetryNotice } from '../../../components/retry-notice';
import { useWaitlist, useWaitlistActions } from '../hooks/use-waitlist';

export const WAITLIST_TEXTS = {
  title: "Liste d'attente",
  empty: "Personne en liste d'attente ce jour-là",
  loadError: "Impossible de charger la liste d'attente",
  booked: "Réservation créée depuis la liste d'attente",
  removed: "Retiré de la liste d'attente",
  actionError: "L'action n'a pas pu être effectuée",
} as const;

const OPEN = new Set(['WAITING', 'OFFERED']);

export interface WaitlistSectionProps {
  restaurantId: string | null;
  date: string;
  /** Changes whenever the day's reservations change (a cancellation may have sent an offer). */
  dayVersion: string;
}

/**
 * The reservations screen's 'Liste d'attente' of the selected day: who waits, their offer, book or remove. A
 * sign-up held for staff (issue 49) says « Non vérifiée » (it is never offered a table by itself) and offers
 * « Bloquer cette adresse e-mail ».
 */
export function WaitlistSection({ restaurantId, date, dayVersion }: WaitlistSectionProps) {
  const waitlist = useWaitlist(restaurantId, date);
  const { book, remove } = useWaitlistActions(restaurantId, date);
  const toast = useToast();
  const { refetch } = waitlist;
  const seen = useRef(dayVersion);
  useEffect(() => {
    if (seen.current === dayVersion) return;
    seen.current = dayVersion;
    void refetch();
  }, [dayVersion, refetch]);

  if (!restaurantId) return null;
  const busy = book.isPending || remove.isPending;
  const onBook = (entry: WaitlistEntry) =>
    book.mutate(entry.id, {
      onSuccess: () => toast.success(WAITLIST_TEXTS.booked),
      onError: (err) =>
        toast.error(err instanceof Error && err.message ? err.message : WAITLIST_TEXTS.actionError),
    });
  const onRemove = (entry: WaitlistEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => toast.success(WAITLIST_TEXTS.removed),
      onError: (err) =>
        toast.error(err instanceof Error && err.message ? err.message : WAITLIST_TEXTS.actionError),
    });

  return (
    <section className="waitlist-section" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="waitlist-section__title">
        {WAITLIST_TEXTS.title}
      </h2>
      {waitlist.isPending && waitlist.fetchStatus !== 'idle' ? (
        <PageLoader />
      ) : waitlist.isError ? (
        <RetryNotice message={WAITLIST_TEXTS.loadError} onRetry={() => void refetch()} />
      ) : (waitlist.data ?? []).length === 0 ? (
        <p className="empty-state">{WAITLIST_TEXTS.empty}</p>
      ) : (
        <ul className="waitlist-section__list">
          {(waitlist.data ?? []).map((entry) => {
            const name = `${entry.firstName} ${entry.lastName}`.trim();
            return (
              <li key={entry.id} className="waitlist-section__item" data-testid="waitlist-entry">
                <span className="waitlist-section__time">{entry.time}</span>
                <span className="waitlist-section__name">{name}</span>
                <span>{formatGuests({ count: entry.partySize })}</span>
                {entry.phone ? (
                  <a href={buildPhoneHref({ phone: entry.phone })}>
                    {formatPhoneNumber({ phone: entry.phone })}
                  </a>
                ) : null}
                <span className="waitlist-section__status">
                  {describeWaitlistStatus({ status: entry.status, offerExpiresAt: entry.offerExpiresAt })}
                </span>
                {entry.heldForReview && OPEN.has(entry.status) ? (
                  <span className="waitlist-section__held">
                    <Badge tone="warning" icon={ShieldAlert} title={ONLINE_GUARD_TEXTS.waitlistHeld}>
                      {ONLINE_GUARD_TEXTS.heldBadge}
                    </Badge>
                    <BlockEmailAction
                      restaurantId={restaurantId}
                      target={{ waitlistEntryId: entry.id }}
                      email={entry.email}
                      onBlocked={() => void refetch()}
                    />
                  </span>
                ) : null}
                {OPEN.has(entry.status) ? (
                  <span className="waitlist-section__actions">
                    <Button
                      size="sm"
                      variant="primary"
                      isDisabled={busy}
                      aria-label={`Réserver pour ${name}`}
                      onPress={() => onBook(entry)}
                    >
                      Réserver
                    </Button>
                    <Button
                      size="sm"
                      isDisabled={busy}
                      aria-label={`Retirer ${name}`}
                      onPress={() => onRemove(entry)}
                    >
                      Retirer
                    </Button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
