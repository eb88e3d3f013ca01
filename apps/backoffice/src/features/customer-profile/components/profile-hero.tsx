import type { LoyaltyLevelInfo, RestaurantCustomer } from '@app/domain';
import { CUSTOMER_PROFILE_TEXTS as T, customerInitials, formatPhoneNumber } from '@app/domain';
import { Badge, TierMark } from '@app/ui';
import { customerDisplayName, formatCustomerPoints } from '../../../lib/customer-format';

/**
 * The profile's hero (administration §2): initials, name, e-mail and phone when known, the level badge of the
 * restaurant's scale, and three counters: visits here, points here, progression within the level.
 */
export function ProfileHero({ view, level }: { view: RestaurantCustomer; level: LoyaltyLevelInfo | null }) {
  const name = customerDisplayName(view);
  const visits = view.completed + view.visitsDeclared;
  return (
    <section className="profile-hero" aria-labelledby="profile-name">
      <span className="profile-hero__avatar" aria-hidden="true">
        {customerInitials({ name })}
      </span>
      <div className="profile-hero__identity">
        <h1 id="profile-name" className="profile-hero__name">
          {name}
        </h1>
        {view.email ? <p className="profile-hero__contact">{view.email}</p> : null}
        {view.phone ? (
          <p className="profile-hero__contact">{formatPhoneNumber({ phone: view.phone })}</p>
        ) : null}
        {level ? (
          <Badge tone="accent" className="profile-hero__level">
            <TierMark tier={level.key} /> {level.name}
          </Badge>
        ) : null}
      </div>
      <dl className="profile-hero__counters">
        <div className="profile-hero__counter">
          <dt>{T.counters.visits}</dt>
          <dd>{visits}</dd>
        </div>
        <div className="profile-hero__counter">
          <dt>{T.counters.points}</dt>
          <dd>{formatCustomerPoints(view.points)}</dd>
        </div>
        <div className="profile-hero__counter">
          <dt>{T.counters.progress}</dt>
          <dd>{level ? `${level.progressPercent} %` : T.none}</dd>
        </div>
      </dl>
    </section>
  );
}
