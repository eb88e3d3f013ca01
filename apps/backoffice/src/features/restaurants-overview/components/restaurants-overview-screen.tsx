import type { RestaurantOverviewItem, RestaurantsOverview } from '@app/data';
import { RetryNotice } from '../../../components/retry-notice';
import { computeOccupancyColor, RESTAURANTS_OVERVIEW_TEXTS as T, type StaffRole } from '@app/domain';
import { Button, EmptyState, Skeleton, StatGrid, StatTile } from '@app/ui';
import { Building, LayoutGrid, Plus } from '@app/ui/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NewEstablishmentDialog } from '../../../components/new-establishment-dialog';
import { paths } from '../../../routes/paths';
import { useRestaurantsOverview } from '../api/use-restaurants-overview';
import '../restaurants-overview.css';

const COLOR_LABELS = { red: 'élevée', orange: 'soutenue', green: 'normale' } as const;

/**
 * The restaurants overview (administration §2 "Static demonstration screens", made real): each of the user's
 * restaurants with its tables and seats from the floor plan, today's opening hours, today's covers against its
 * capacity as occupancy (red from 90 %, orange from 70 %, else green; « Par tables » the capacity is the plan's
 * seats, « 18 / 30 places »), and the totals. « Voir Détails » and
 * « Gérer Tables » select the restaurant and open its establishment page or floor-plan editor; master_admin
 * creates a restaurant from here.
 */
export function RestaurantsOverviewScreen({
  restaurantIds,
  role,
  onSelect,
  onCreated,
}: {
  restaurantIds: string[];
  role: StaffRole;
  onSelect: (restaurantId: string) => void;
  onCreated: (restaurantId: string) => void;
}) {
  const query = useRestaurantsOverview(restaurantIds);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const open = (restaurantId: string, to: string) => {
    onSelect(restaurantId);
    void navigate(to);
  };
  return (
    <div className="restaurants-overview">
      {role === 'master_admin' ? (
        <Button
          variant="primary"
          icon={Plus}
          onPress={() => setCreating(true)}
          className="restaurants-overview__new"
        >
          {T.newRestaurant}
        </Button>
      ) : null}
      {query.isPending ? (
        <Skeleton shape="rect" height="200px" label={T.loading} />
      ) : query.isError ? (
        <RetryNotice message={T.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.restaurants.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <>
          <Totals totals={query.data.totals} />
          <ul className="restaurants-overview__list" aria-label={T.title}>
            {query.data.restaurants.map((restaurant) => (
              <RestaurantCard
                key={restaurant.id}
                restaurant={restaurant}
                onDetails={() => open(restaurant.id, paths.establishment)}
                onTables={() => open(restaurant.id, paths.floorPlan)}
              />
            ))}
          </ul>
        </>
      )}
      {creating ? (
        <NewEstablishmentDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            onCreated(id);
          }}
        />
      ) : null}
    </div>
  );
}

function Totals({ totals }: { totals: RestaurantsOverview['totals'] }) {
  const color = computeOccupancyColor({ percent: totals.occupancy });
  return (
    <StatGrid label={T.totals}>
      <StatTile label="Restaurants" value={totals.restaurants} testId="overview-total-restaurants" />
      <StatTile label={T.tablesCount} value={totals.tables} testId="overview-total-tables" />
      <StatTile label={T.seats} value={totals.seats} testId="overview-total-seats" />
      <StatTile
        label={T.todayCovers}
        value={`${totals.todayCovers} / ${totals.capacity}`}
        testId="overview-total-covers"
      />
      <StatTile
        label={T.occupancy}
        value={<span className={`occupancy occupancy--${color}`}>{totals.occupancy} %</span>}
        hint={`Occupation ${COLOR_LABELS[color]}`}
        testId="overview-total-occupancy"
      />
    </StatGrid>
  );
}

function RestaurantCard({
  restaurant,
  onDetails,
  onTables,
}: {
  restaurant: RestaurantOverviewItem;
  onDetails: () => void;
  onTables: () => void;
}) {
  const color = computeOccupancyColor({ percent: restaurant.occupancy });
  const titleId = `overview-${restaurant.id}`;
  return (
    <li className="restaurant-card" aria-labelledby={titleId} data-testid={`overview-card-${restaurant.id}`}>
      <header className="restaurant-card__header">
        <h2 id={titleId} className="restaurant-card__name">
          <span aria-hidden="true">{restaurant.emoji}</span> {restaurant.name}
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
      </dl>
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
