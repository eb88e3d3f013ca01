import type { RestaurantOverviewItem } from '@app/data';
import { computeOccupancyColor, RESTAURANTS_OVERVIEW_TEXTS as T, toParisDateTime } from '@app/domain';
import { Badge, Button, now, VenueMark } from '@app/ui';
import { Building, Hourglass, LayoutGrid, Users } from '@app/ui/icons';
import { useWaitingCount } from '../api/use-waiting-count';
import { COLOR_LABELS } from './occupancy-labels';

/**
 * One restaurant of the overview: its plan's tables and seats, today's hours, guests against capacity and per
 * service, occupancy, and what waits for its host: the requests « À confirmer » (with « Voir les demandes ») and
 * the diners on today's waitlist.
 */
export function RestaurantCard({
  restaurant,
  onDetails,
  onTables,
  onPending,
}: {
  restaurant: RestaurantOverviewItem;
  onDetails: () => void;
  onTables: () => void;
  onPending: () => void;
}) {
  const today = toParisDateTime({ at: now() }).date;
  const waiting = useWaitingCount(restaurant.id, today);
  const color = computeOccupancyColor({ percent: restaurant.occupancy });
  const titleId = `overview-${restaurant.id}`;
  return (
    <li className="restaurant-card" aria-labelledby={titleId} data-testid={`overview-card-${restaurant.id}`}>
      <header className="restaurant-card__header">
        <h2 id={titleId} className="restaurant-card__name">
          <VenueMark venue={restaurant} size="md" /> {restaurant.name}
        </h2>
        {restaurant.address ? <p className="restaurant-card__address">{restaurant.address}</p> : null}
      </header>
      <dl className="restaurant-card__facts">
        <div>
          <dt>{T.tablesCount}</dt>
          <dd data-testid="overview-tables">{restaurant.tables}</dd>
        </div>
        <div>
          <dt>{T.seats}</dt>
          <dd data-testid="overview-seats">{restaurant.seats}</dd>
        </div>
        <div className="restaurant-card__hours">
          <dt>{T.todayHours}</dt>
          <dd>{restaurant.todayHours}</dd>
        </div>
        <div>
          <dt>{T.todayCovers}</dt>
          <dd data-testid="overview-covers">
            {restaurant.todayCovers} / {restaurant.capacity}
            {/* « Par tables » the covers stand against the seats of the plan (issue 48, defect 16). */}
            {restaurant.capacityBasis === 'seats' ? ' places' : ''}
          </dd>
        </div>
        <div>
          <dt>{T.lunch}</dt>
          <dd data-testid="overview-lunch">{restaurant.todayByService.lunch}</dd>
        </div>
        <div>
          <dt>{T.dinner}</dt>
          <dd data-testid="overview-dinner">{restaurant.todayByService.dinner}</dd>
        </div>
      </dl>
      <ul className="restaurant-card__alerts" aria-label={`Alertes : ${restaurant.name}`}>
        <li data-testid="overview-pending">
          {restaurant.pendingRequests > 0 ? (
            <Badge tone="warning" icon={Hourglass}>
              {T.pending(restaurant.pendingRequests)}
            </Badge>
          ) : (
            <span className="restaurant-card__quiet">{T.noPending}</span>
          )}
        </li>
        {waiting.data ? (
          <li data-testid="overview-waitlist">
            <Badge tone="info" icon={Users}>
              {T.waitlist(waiting.data)}
            </Badge>
          </li>
        ) : null}
      </ul>
      <div className="restaurant-card__occupancy">
        <span className="restaurant-card__occupancy-label">
          {T.occupancy} :{' '}
          <strong className={`occupancy occupancy--${color}`} data-testid="overview-occupancy">
            {restaurant.occupancy} %
          </strong>
          <span className="sr-only"> (occupation {COLOR_LABELS[color]})</span>
        </span>
        <span className="restaurant-card__bar" aria-hidden="true">
          <span
            className={`restaurant-card__bar-fill occupancy-bg--${color}`}
            style={{ width: `${Math.min(100, restaurant.occupancy)}%` }}
          />
        </span>
      </div>
      <div className="restaurant-card__actions">
        {restaurant.pendingRequests > 0 ? (
          <Button variant="primary" onPress={onPending} aria-label={`${T.openPending} : ${restaurant.name}`}>
            {T.openPending}
          </Button>
        ) : null}
        <Button icon={Building} onPress={onDetails} aria-label={`${T.details} : ${restaurant.name}`}>
          {T.details}
        </Button>
        <Button icon={LayoutGrid} onPress={onTables} aria-label={`${T.tables} : ${restaurant.name}`}>
          {T.tables}
        </Button>
      </div>
    </li>
  );
}
