import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DAY_TABS, SERVICE_FILTERS } from '../day-model';
import type { DayTab, ServiceFilter } from '../day-model';
import { usePagePreferences } from './use-page-preferences';
import type { PagePreferences } from './use-page-preferences';

/** The day screen's state as written in its address: ?date=2026-11-24&onglet=PENDING&service=dinner. */
export interface DayUrlState {
  date?: string;
  tab?: DayTab;
  service?: ServiceFilter;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the day, tab and service of an address, ignoring malformed values (a hand-edited link must not break). */
export function parseDayParams(params: URLSearchParams): DayUrlState {
  const date = params.get('date') ?? '';
  const tab = params.get('onglet') as DayTab | null;
  const service = params.get('service') as ServiceFilter | null;
  return {
    ...(ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)) ? { date } : {}),
    ...(tab && DAY_TABS.includes(tab) ? { tab } : {}),
    ...(service && SERVICE_FILTERS.includes(service) ? { service } : {}),
  };
}

/** The address of a state; the defaults (all tabs, all services) are left out. */
export function dayParams(state: Pick<PagePreferences, 'currentDate' | 'activeTab' | 'serviceFilter'>) {
  const params = new URLSearchParams({ date: state.currentDate });
  if (state.activeTab !== 'ALL') params.set('onglet', state.activeTab);
  if (state.serviceFilter !== 'all') params.set('service', state.serviceFilter);
  return params;
}

/**
 * The day screen's day, tab and service: the address wins (a reload, a shared link or Back keeps them). Without
 * a date in the address the screen opens on today (`fallback.currentDate`), never on the last date viewed: during
 * a service the host must not act on the wrong day (issue 36, bug 16). The tab and service are remembered for
 * the next visit (staff-operations §2). Changes replace the address rather than stacking one history entry per
 * day flipped through.
 */
export function useDayUrlState(fallback: PagePreferences) {
  const [stored, setStored] = usePagePreferences(fallback);
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => parseDayParams(params), [params]);
  const prefs: PagePreferences = {
    ...stored,
    currentDate: fromUrl.date ?? fallback.currentDate,
    activeTab: fromUrl.tab ?? (fromUrl.date ? 'ALL' : stored.activeTab),
    serviceFilter: fromUrl.service ?? (fromUrl.date ? 'all' : stored.serviceFilter),
  };
  const wanted = dayParams(prefs).toString();
  const current = params.toString();

  // An address without the state (the menu's link) is completed; the stored state follows the address.
  useEffect(() => {
    if (wanted !== current) setParams(new URLSearchParams(wanted), { replace: true });
    if (
      stored.currentDate !== prefs.currentDate ||
      stored.activeTab !== prefs.activeTab ||
      stored.serviceFilter !== prefs.serviceFilter
    )
      setStored({
        currentDate: prefs.currentDate,
        activeTab: prefs.activeTab,
        serviceFilter: prefs.serviceFilter,
      });
  });

  const update = useCallback(
    (patch: Partial<PagePreferences>) => {
      setStored(patch);
      setParams(
        (previous) => {
          const base = parseDayParams(previous);
          return dayParams({
            currentDate: patch.currentDate ?? base.date ?? fallback.currentDate,
            activeTab: patch.activeTab ?? base.tab ?? 'ALL',
            serviceFilter: patch.serviceFilter ?? base.service ?? 'all',
          });
        },
        { replace: true },
      );
    },
    [setStored, setParams, fallback.currentDate],
  );
  return [prefs, update] as const;
}
