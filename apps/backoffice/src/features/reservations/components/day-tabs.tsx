import { DAY_TAB_LABELS, DAY_TABS } from '../day-model';
import type { DayTab } from '../day-model';

export interface DayTabsProps {
  active: DayTab;
  covers: Record<DayTab, number>;
  onChange(tab: DayTab): void;
}

/** The four tabs with their cover counts; arrow keys move between them (WAI-ARIA tabs). */
export function DayTabs({ active, covers, onChange }: DayTabsProps) {
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
          {DAY_TAB_LABELS[tab]}
          <span className="tab__count" aria-label={`${covers[tab]} couverts`}>
            {covers[tab]}
          </span>
        </button>
      ))}
    </div>
  );
}
