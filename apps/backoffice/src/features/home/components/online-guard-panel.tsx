import { ONLINE_GUARD_TEXTS as T, formatDateTime, type Reservation } from '@app/domain';
import { Button } from '@app/ui';
import { ShieldAlert } from '@app/ui/icons';
import { useBlockedGuests, useUnblockGuestEmail } from '../hooks/use-blocked-guests';

/**
 * « À confirmer »'s alert when junk floods the venue (issue 49): how many requests wait because they came past
 * the day's share of unverified ones, and what to do with them (each held row offers « Bloquer cette adresse
 * e-mail »).
 */
export function JunkAlert({ items }: { items: readonly Reservation[] }) {
  const held = items.filter((r) => r.heldForReview === true).length;
  if (held === 0) return null;
  return (
    <section className="ui-notice ui-notice--warning junk-alert" aria-labelledby="junk-alert-title">
      <h2 id="junk-alert-title" className="junk-alert__title">
        <ShieldAlert className="bo-icon" aria-hidden="true" /> {T.alertTitle}
      </h2>
      <p>{T.alert(held)}</p>
    </section>
  );
}

/** The venue's blocked addresses, each with « Débloquer »; nothing when there are none. */
export function BlockedGuests({ restaurantId }: { restaurantId: string }) {
  const blocked = useBlockedGuests(restaurantId);
  const unblock = useUnblockGuestEmail();
  if (blocked.items.length === 0) return null;
  return (
    <details className="blocked-guests">
      <summary>
        {T.blockedTitle} ({blocked.items.length})
      </summary>
      <ul className="blocked-guests__list" aria-label={T.blockedTitle}>
        {blocked.items.map((entry) => (
          <li key={entry.id} className="blocked-guests__item">
            <span>{T.blockedSince(entry.emailHint, formatDateTime({ timestamp: entry.blockedAt }))}</span>
            <Button
              size="sm"
              isDisabled={unblock.isPending}
              aria-label={`${T.unblock} ${entry.emailHint}`}
              onPress={() => unblock.mutate({ restaurantId, blockId: entry.id })}
            >
              {T.unblock}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
