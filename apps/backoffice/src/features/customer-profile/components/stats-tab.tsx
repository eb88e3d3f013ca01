import type { RestaurantCustomer } from '@app/domain';
import { CUSTOMER_PROFILE_TEXTS as T, summarizeCustomerStats } from '@app/domain';
import { formatEuros, formatFrenchDate } from '../profile-format';

const percent = (value: number | null) => (value === null ? T.none : `${value} %`);

/**
 * « Statistiques » (administration §2): the totals of this restaurant, from its view's aggregates (no history
 * read): visits, reservations, covers, cancellation and no-show rates, average party, spend and its average per cover (over the bills entered), first and last
 * visit, favourite day and time.
 */
export function StatsTab({ view }: { view: RestaurantCustomer }) {
  const s = summarizeCustomerStats({ stats: { ...view, lastVisit: view.lastVisit ?? undefined } });
  const tiles: [string, string][] = [
    [T.stats.visits, String(s.visits)],
    [T.stats.reservations, String(s.reservations)],
    [T.stats.covers, String(s.covers)],
    [T.stats.cancellationRate, percent(s.cancellationRate)],
    [T.stats.noShowRate, percent(s.noShowRate)],
    [T.stats.averageParty, s.averageParty === null ? T.none : s.averageParty.toLocaleString('fr-FR')],
    [T.stats.totalSpent, formatEuros(s.totalSpent)],
    [
      T.stats.averageSpendPerCover,
      s.averageSpendPerCover === null ? T.none : formatEuros(s.averageSpendPerCover),
    ],
    [T.stats.firstVisit, s.firstVisit ? formatFrenchDate(s.firstVisit) : T.none],
    [T.stats.lastVisit, s.lastVisit ? formatFrenchDate(s.lastVisit) : T.none],
    [T.stats.favouriteDay, s.favouriteDay ?? T.none],
    [T.stats.favouriteTime, s.favouriteTime ?? T.none],
  ];
  return (
    <section className="profile-card" aria-labelledby="profile-stats-title">
      <h2 id="profile-stats-title" className="profile-card__title">
        {T.statsTitle}
      </h2>
      <dl className="profile-stats">
        {tiles.map(([label, value]) => (
          <div key={label} className="profile-stats__tile">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
