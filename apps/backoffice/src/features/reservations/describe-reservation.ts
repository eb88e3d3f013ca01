import {
  computeGuestLabels,
  computeLoyaltyLevel,
  formatCustomerDisplayName,
  formatPoints,
} from '@app/domain';
import type { LoyaltyConfig, Reservation, RestaurantCustomer } from '@app/domain';
import type { ReservationView } from './day-model';
import { customerKey } from './hooks/use-guest-files';

/**
 * Name ('DUPONT Marie'), loyalty tier, guest-file marks and automatic labels of a row, from the domain's display and level rules
 * and the venue's view of the guest (`files`, by customer file id).
 */
export function makeDescriber(files: ReadonlyMap<string, RestaurantCustomer>, config: LoyaltyConfig | null) {
  return (r: Reservation): Pick<ReservationView, 'displayName' | 'loyalty' | 'guest' | 'labels'> => {
    const displayName =
      formatCustomerDisplayName({
        name: r.customerName,
        firstName: r.customerFirstName,
        lastName: r.customerLastName,
      }) || 'Client sans nom';
    const file = files.get(customerKey(r));
    if (!file) return { displayName };
    const allergies = file.allergies?.trim();
    const note = file.notes?.trim();
    const tags = (file.tags ?? []).map((t) => t.trim()).filter(Boolean);
    const guest =
      allergies || note || tags.length
        ? { ...(allergies ? { allergies } : {}), ...(note ? { note } : {}), tags }
        : undefined;
    const labels = computeGuestLabels(file).labels;
    const level = config ? computeLoyaltyLevel({ points: file.points, levels: config.levels }) : null;
    return {
      displayName,
      ...(level
        ? {
            loyalty: {
              points: file.points,
              pointsText: formatPoints({ points: file.points }),
              levelName: level.name,
              levelKey: level.key,
            },
          }
        : {}),
      ...(guest ? { guest } : {}),
      ...(labels.length ? { labels } : {}),
    };
  };
}
