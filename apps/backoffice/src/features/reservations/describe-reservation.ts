import { computeLoyaltyLevel, formatCustomerDisplayName, formatPoints } from '@app/domain';
import type { LoyaltyConfig, Reservation } from '@app/domain';
import type { ReservationView } from './day-model';
import { customerKey } from './hooks/use-loyalty-points';

/** Name ('DUPONT Marie') and loyalty badge of a row, from the domain's display and level rules. */
export function makeDescriber(points: ReadonlyMap<string, number>, config: LoyaltyConfig | null) {
  return (r: Reservation): Pick<ReservationView, 'displayName' | 'loyalty'> => {
    const displayName =
      formatCustomerDisplayName({
        name: r.customerName,
        firstName: r.customerFirstName,
        lastName: r.customerLastName,
      }) || 'Client sans nom';
    const balance = config ? points.get(customerKey(r)) : undefined;
    if (balance === undefined || !config) return { displayName };
    const level = computeLoyaltyLevel({ points: balance, levels: config.levels });
    return {
      displayName,
      loyalty: {
        points: balance,
        pointsText: formatPoints({ points: balance }),
        levelName: level.name,
        emoji: level.emoji,
      },
    };
  };
}
