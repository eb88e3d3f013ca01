import {
  RESERVATION_MESSAGES,
  STAFF_STATUS_ACTIONS,
  findTableConflicts,
  staffStatusAvailability,
} from '@app/domain';
import type { Reservation, StaffStatusAction } from '@app/domain';
import { PageLoader, now as readNow, useNow, useToast } from '@app/ui';
import { Plus } from '@app/ui/icons';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { useTableSettings } from '../../../hooks/use-booking-settings';
import { useDayReservations } from '../../../hooks/use-day-reservations';
import { useHeldList } from '../../../hooks/use-held-list';
import { LAPTOP_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { useNewArrivals } from '../../../hooks/use-new-arrivals';
import { useCompletionFlow } from '../../../hooks/use-completion-flow';
import { useRefusalFlow } from '../../../hooks/use-refusal-flow';
import { buildViews, groupByTime, selectDay } from '../day-model';
import type { DayTab, ReservationView, ServiceFilter } from '../day-model';
import { makeDescriber } from '../describe-reservation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useGuestFiles } from '../hooks/use-guest-files';
import { useDayUrlState } from '../hooks/use-day-url-state';
import { searchMatcher } from '../search-match';
import { DayEmptyState } from './day-empty-state';
import { DayHeader } from './day-header';
import { DaySearchRow } from './day-search-row';
import { DayTabs } from './day-tabs';
import { DayTakings } from './day-takings';
import { ReservationList } from './reservation-list';
import { ServiceFilterBar } from './service-filter';
import { StatusMenu } from '../../../components/status-menu';
import { UpcomingSearchResults } from './upcoming-search-results';
import { WaitlistSection } from './waitlist-section';
import { DaySlotPressure } from './day-slot-pressure';
import '../reservations.css';
import '../day-rows.css';

export interface DayScreenProps {
  restaurantId: string | null;
  today: string;
  onOpenMenu(): void;
  onOpenTables(reservation: Reservation, date: string): void;
  onOpenFloorPlan(date: string): void;
  onManageSlots(service: 'lunch' | 'dinner', date: string): void;
  onOpenReservation(reservation: Reservation): void;
  onNewReservation(date: string): void;
}

/**
 * The day's reservations (/app/reservations): header and calendar, tabs with covers, service filter, search,
 * rows grouped by time with their status menu and actions. Live through the day's subscription in react-query's
 * cache; after an action the rows stay where they are for a second, so that the next tap lands where aimed.
 */
export function DayScreen(props: DayScreenProps) {
  const { restaurantId, today } = props;
  const [prefs, setPrefs] = useDayUrlState({
    activeTab: 'ALL',
    serviceFilter: 'all',
    currentDate: today,
    restaurantId,
  });
  const date = prefs.currentDate;
  // The remembered preferences name the restaurant they were made for (the session selects it).
  useEffect(() => {
    if (prefs.restaurantId !== restaurantId) setPrefs({ restaurantId });
  }, [prefs.restaurantId, restaurantId, setPrefs]);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const tab = prefs.activeTab;
  const laptop = useMediaQuery(LAPTOP_QUERY);
  const day = useDayReservations(restaurantId, date);
  const now = useNow();
  const guests = useGuestFiles(day.reservations, restaurantId);
  const { durations } = useTableSettings(restaurantId);
  const [menu, setMenu] = useState<{ reservation: Reservation; anchor: HTMLElement } | null>(null);
  const [openActions, setOpenActions] = useState<string | null>(null);
  const toast = useToast();
  const { refresh: reread } = day;
  const dayVersion = useMemo(
    () => day.reservations.map((r) => `${r.id}:${r.status}:${r.updatedAt ?? ''}`).join('|'),
    [day.reservations],
  );

  const refresh = useCallback(async () => {
    try {
      await reread();
    } catch {
      toast.error(RESERVATION_MESSAGES.refreshError);
    }
  }, [reread, toast]);

  // One view per reservation object, kept while the guest files are unchanged: a status change or a new
  // snapshot rebuilds only the rows whose reservation changed, and the memoised rows skip the others.
  const viewCache = useMemo(
    () => ({
      describe: makeDescriber(guests.files, guests.config),
      views: new WeakMap<Reservation, ReservationView>(),
    }),
    [guests.files, guests.config],
  );
  const views = useMemo(
    () =>
      day.reservations.map((r) => {
        let view = viewCache.views.get(r);
        if (!view) {
          view = buildViews([r], viewCache.describe)[0] as ReservationView;
          viewCache.views.set(r, view);
        }
        return view;
      }),
    [day.reservations, viewCache],
  );
  const fresh = useNewArrivals(
    useMemo(() => day.reservations.map((r) => r.id), [day.reservations]),
    !day.loading,
    `${restaurantId}|${date}`,
  );
  const conflicts = useMemo(
    () => findTableConflicts({ reservations: day.reservations, durations }),
    [day.reservations, durations],
  );
  const matches = useMemo(() => searchMatcher(views, debounced), [views, debounced]);
  const selection = useMemo(
    () => selectDay({ views, tab, service: prefs.serviceFilter, matches }),
    [views, tab, prefs.serviceFilter, matches],
  );
  const shown = useMemo(
    () => selection.groups.flatMap((g) => g.items.map((view) => ({ id: view.reservation.id, view }))),
    [selection.groups],
  );
  const held = useHeldList(shown);
  const { hold } = held;
  // Held rows show their latest state, even one that has left the tab (a request just confirmed).
  const groups = useMemo(() => {
    if (!held.holding) return selection.groups;
    const latestView = new Map(views.map((view) => [view.reservation.id, view]));
    return groupByTime(held.items.map((item) => latestView.get(item.id) ?? item.view));
  }, [held.holding, held.items, selection.groups, views]);

  // The page's callbacks change on each of its renders; the rows get stable ones that call the latest.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const dateRef = useRef(date);
  useLayoutEffect(() => {
    dateRef.current = date;
  }, [date]);
  const onOpen = useCallback((reservation: Reservation) => latest.current.onOpenReservation(reservation), []);
  const onTables = useCallback(
    (reservation: Reservation) => latest.current.onOpenTables(reservation, dateRef.current),
    [],
  );
  const onStatusMenu = useCallback(
    (reservation: Reservation, anchor: HTMLElement) => setMenu({ reservation, anchor }),
    [],
  );
  const onActionsOpenChange = useCallback(
    (id: string, open: boolean) => setOpenActions((current) => (open ? id : current === id ? null : current)),
    [],
  );

  // Refusing a request asks for its reason first (and offers an undo); every other action applies at once.
  const refusal = useRefusalFlow({ onRefused: hold });
  const { requestRefusal } = refusal;
  // Completing asks for the bill (optional) first, and leaving « Terminée » asks before it takes the points
  // back, from the swipe, the row's actions and the status menu.
  const completion = useCompletionFlow({ errorMessage: RESERVATION_MESSAGES.updateError, onCompleted: hold });
  const { requestChange } = completion;
  const onAction = useCallback(
    (reservation: Reservation, action: StaffStatusAction) => {
      if (action === 'refuse') requestRefusal(reservation);
      else requestChange(reservation, STAFF_STATUS_ACTIONS[action].target);
    },
    [requestRefusal, requestChange],
  );
  const resetFilters = () => {
    setSearch('');
    setPrefs({ activeTab: 'ALL', serviceFilter: 'all' });
  };

  return (
    <div className="day-screen">
      <DayHeader
        restaurantId={restaurantId}
        date={date}
        today={today}
        onDateChange={(d) => setPrefs({ currentDate: d, restaurantId })}
        onOpenMenu={props.onOpenMenu}
        onOpenFloorPlan={() => props.onOpenFloorPlan(date)}
      />
      <div className="day-screen__controls">
        <DayTabs
          active={prefs.activeTab}
          counts={selection.tabCounts}
          covers={selection.tabCovers}
          onChange={(t: DayTab) => setPrefs({ activeTab: t })}
        />
        <ServiceFilterBar
          active={prefs.serviceFilter}
          covers={selection.serviceCovers}
          dinerConfirmed={selection.serviceDinerConfirmed}
          onChange={(s: ServiceFilter) => setPrefs({ serviceFilter: s })}
          onManageSlots={(service) => props.onManageSlots(service, date)}
        />
        <DayTakings reservations={day.reservations} />
        <DaySearchRow
          search={search}
          onSearch={setSearch}
          refreshing={day.refreshing}
          onRefresh={() => void refresh()}
          onNewReservation={laptop ? () => props.onNewReservation(date) : null}
          found={matches ? { count: selection.count, covers: selection.covers } : null}
        />
      </div>
      <PullToRefresh onRefresh={refresh}>
        <section
          id="day-list"
          role="tabpanel"
          aria-labelledby={`day-tab-${prefs.activeTab}`}
          aria-busy={day.loading}
        >
          {day.loading ? (
            <PageLoader />
          ) : groups.length === 0 ? (
            <DayEmptyState
              dayCount={views.length}
              searching={matches !== null}
              error={day.error}
              onReset={resetFilters}
            />
          ) : (
            <ReservationList
              groups={groups}
              dense={laptop}
              resetKey={`${date}|${tab}|${prefs.serviceFilter}|${debounced}`}
              now={now}
              conflicts={conflicts}
              fresh={fresh}
              openActions={openActions}
              onActionsOpenChange={onActionsOpenChange}
              onOpen={onOpen}
              onStatusMenu={onStatusMenu}
              onTables={onTables}
              onAction={onAction}
            />
          )}
          {/* The same search over the coming days: staff looking for a guest rarely know which day they booked. */}
          <UpcomingSearchResults
            restaurantId={restaurantId}
            query={debounced}
            currentDate={date}
            today={today}
            onOpenDay={(d) => setPrefs({ currentDate: d })}
          />
          <DaySlotPressure
            restaurantId={restaurantId}
            date={date}
            dayVersion={dayVersion}
            ready={!day.loading}
          />
          <WaitlistSection restaurantId={restaurantId} date={date} dayVersion={dayVersion} />
        </section>
      </PullToRefresh>
      {laptop ? null : (
        <button
          type="button"
          className="fab"
          aria-label="Nouvelle réservation"
          onClick={() => props.onNewReservation(date)}
        >
          <Plus className="fab__icon" aria-hidden="true" />
        </button>
      )}
      {refusal.dialog}
      {completion.dialog}
      {menu ? (
        <StatusMenu
          current={menu.reservation.status}
          availability={staffStatusAvailability({ reservation: menu.reservation, now: readNow() })}
          anchor={menu.anchor}
          onClose={() => setMenu(null)}
          onSelect={(status) => {
            const target = menu.reservation;
            setMenu(null);
            requestChange(target, status, RESERVATION_MESSAGES.statusChangeError);
          }}
        />
      ) : null}
    </div>
  );
}
