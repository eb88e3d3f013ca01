import type { RestaurantsOverview } from '@app/data';
import { RetryNotice } from '../../../components/retry-notice';
import { computeOccupancyColor, RESTAURANTS_OVERVIEW_TEXTS as T, type StaffRole } from '@app/domain';
import { Button, EmptyState, Skeleton, StatGrid, StatTile } from '@app/ui';
import { Plus } from '@app/ui/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NewEstablishmentDialog } from '../../../components/new-establishment-dialog';
import { paths } from '../../../routes/paths';
import { useRestaurantsOverview } from '../api/use-restaurants-overview';
import { RestaurantCard } from './restaurant-card';
import '../restaurants-overview.css';

import { COLOR_LABELS } from './occupancy-labels';

/**
 * The restaurants overview (administration §2 "Static demonstration screens", made real): each of the user's
 * restaurants with its tables and seats from the floor plan, today's opening hours, today's covers against its
 * capacity as occupancy (red from 90 %, orange from 70 %, else green; « Par tables » the capacity is the plan's
 * seats, « 18 / 30 places »), today's guests per service, the requests « À confirmer » and the waitlist of each,
 * and the totals. « Voir Détails » and
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
                onPending={() => open(restaurant.id, paths.home)}
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
      <StatTile label={T.pendingTotal} value={totals.pendingRequests} testId="overview-total-pending" />
      <StatTile
        label={T.occupancy}
        value={<span className={`occupancy occupancy--${color}`}>{totals.occupancy} %</span>}
        hint={`Occupation ${COLOR_LABELS[color]}`}
        testId="overview-total-occupancy"
      />
    </StatGrid>
  );
}
