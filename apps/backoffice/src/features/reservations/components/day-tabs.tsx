import { formatCovers } from '@app/domain';
import { DAY_TAB_LABELS, DAY_TABS } from '../day-model';
import type { DayTab } from '../day-model';

export interface DayTabsProps {
  active: DayTab;
  /** Bookings of each tab. */
  counts: Record<DayTab, number>;
  covers: Record<DayTab, number>;
  onChange(tab: DayTab): void;
}

const bookings = (count: number) => `${count} ${count > 1 ? 'réservations' : 'réservation'}`;

/**
 * The four tabs, each with its number of bookings in the badge and its covers named as such under it
 * (« 3 » then « 9 couverts »); arrow keys move between them (WAI-ARIA tabs).
 */
export function DayTabs({ active, counts, covers, onChange }: DayTabsProps) {
  return (
    <div className="tabs tabs--day" role="tablist" aria-label="Statut des réservations">
      {DAY_TABS.map((tab, index) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className="tab"
          id={`day-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls="day-list"
          // What the tab shows first (label in name), then what its badge counts.
          aria-label={`${DAY_TAB_LABELS[tab]} ${counts[tab]} ${formatCovers({ count: covers[tab] })}, ${bookings(counts[tab])}`}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(event) => {
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            const next = DAY_TABS[(index + step + DAY_TABS.length) % DAY_TABS.length] as DayTab;
            onChange(next);
            document.getElementById(`day-tab-${next}`)?.focus();
          }}
        >
          {/* Spaces between the parts: what the tab says reads 'Toutes 3 9 couverts', not 'Toutes39 couverts'. */}
          <span className="tab__label">{DAY_TAB_LABELS[tab]}</span>{' '}
          <span className="tab__figures">
            <span className="tab__count" data-testid="tab-bookings">
              {counts[tab]}
            </span>{' '}
            <span className="tab__covers" data-testid="tab-covers">
              {formatCovers({ count: covers[tab] })}
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}
