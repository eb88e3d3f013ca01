import { ANALYTICS_TEXTS as T, ROLE_LABELS, type StaffRole } from '@app/domain';
import { Badge, Button } from '@app/ui';
import { Refresh } from '@app/ui/icons';
import { format } from 'date-fns';

/**
 * Header of « Analytics »: the restaurant, « Actualiser », the time of the figures, whether they come from the
 * cache, and the role; admin_full is told the access is limited to their restaurants.
 */
export function AnalyticsHeader({
  restaurantName,
  role,
  loadedAt,
  fromCache,
  refreshing,
  onRefresh,
}: {
  restaurantName: string;
  role: StaffRole;
  loadedAt: string | undefined;
  fromCache: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <header className="analytics-header">
      <div className="analytics-header__title">
        <h1>{T.title}</h1>
        <p className="analytics-header__restaurant">{restaurantName}</p>
      </div>
      <div className="analytics-header__meta">
        <Badge tone="primary">{ROLE_LABELS[role]}</Badge>
        <Badge tone={fromCache ? 'info' : 'neutral'}>{fromCache ? T.cacheActive : T.cacheInactive}</Badge>
        {loadedAt ? (
          <span className="analytics-header__time">
            {T.lastUpdate} : <time dateTime={loadedAt}>{format(new Date(loadedAt), 'HH:mm:ss')}</time>
          </span>
        ) : null}
        <Button icon={Refresh} onPress={onRefresh} isLoading={refreshing}>
          {T.refresh}
        </Button>
      </div>
      {role === 'admin_full' ? <p className="ui-notice">{T.limitedAccess}</p> : null}
    </header>
  );
}
