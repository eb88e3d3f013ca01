import { RESERVATION_MESSAGES, STAFF_STATUS_ACTIONS, staffStatusAvailability } from '@app/domain';
import type { Reservation, ReservationStatus, StaffStatusAction } from '@app/domain';
import { now as clockNow, PageLoader, useNow, useToast } from '@app/ui';
import { Plus, Refresh } from '@app/ui/icons';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { LAPTOP_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { useRefusalFlow } from '../../../hooks/use-refusal-flow';
import { useStatusChange } from '../../../hooks/use-status-change';
import { buildViews, selectDay } from '../day-model';
import type { DayTab, ReservationView, ServiceFilter } from '../day-model';
import { makeDescriber } from '../describe-reservation';
import { useDayReservations } from '../hooks/use-day-reservations';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLoyaltyPoints } from '../hooks/use-loyalty-points';
import { useDayUrlState } from '../hooks/use-day-url-state';
import { searchMatcher } from '../search-match';
import { DayHeader } from './day-header';
import { DayTabs } from './day-tabs';
import { ReservationList } from './reservation-list';
import { SearchBox } from './search-box';
import { ServiceFilterBar } from './service-filter';
import { StatusMenu } from './status-menu';
import { UpcomingSearchResults } from './upcoming-search-results';
import { WaitlistSection } from './waitlist-section';
import '../reservations.css';

export interface DayScreenProps {
  restaurantId: string | null;
  today: string;
  onOpenMenu(): void;
  onOpenTables(reservation: Reservation, date: string): void;
  onOpenFloorPlan(date: string, reservations: Reservation[]): void;
  onManageSlots(service: 'lunch' | 'dinner', date: string): void;
  onOpenReservation(reservation: Reservation): void;
  onNewReservation(date: string): void;
}

/**
 * The day's reservations (/app/reservations): header and calendar, tabs with covers, service filter, search,
 * rows grouped by time with their status menu and actions. Live through the repository's day subscription.
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
  const { change, overrides } = useStatusChange();
  const now = useNow();
  const loyalty = useLoyaltyPoints(day.reservations, restaurantId);
  const [menu, setMenu] = useState<{ reservation: Reservation; anchor: HTMLElement } | null>(null);
  const [openActions, setOpenActions] = useState<string | null>(null);
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const { refresh: reread } = day;

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await reread();
    } catch {
      toast.error(RESERVATION_MESSAGES.refreshError);
    } finally {
      setRefreshing(false);
    }
  }, [reread, toast]);

  // One view per reservation object, kept while the loyalty data is unchanged: a status change or a new
  // snapshot rebuilds only the rows whose reservation changed, and the memoised rows skip the others.
  const viewCache = useMemo(
    () => ({
      describe: makeDescriber(loyalty.points, loyalty.config),
      views: new WeakMap<Reservation, ReservationView>(),
    }),
    [loyalty.points, loyalty.config],
  );
  const views = useMemo(() => {
    const list = day.reservations.map((r) =>
      overrides[r.id] ? { ...r, status: overrides[r.id] as ReservationStatus } : r,
    );
    return list.map((r) => {
      let view = viewCache.views.get(r);
      if (!view) {
        view = buildViews([r], viewCache.describe)[0] as ReservationView;
        viewCache.views.set(r, view);
      }
      return view;
    });
  }, [day.reservations, overrides, viewCache]);
  const matches = useMemo(() => searchMatcher(views, debounced), [views, debounced]);
  const selection = useMemo(
    () => selectDay({ views, tab, service: prefs.serviceFilter, matches }),
    [views, tab, prefs.serviceFilter, matches],
  );

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
  const refusal = useRefusalFlow();
  const { requestRefusal } = refusal;
  const onAction = useCallback(
    (reservation: Reservation, action: StaffStatusAction) => {
      if (action === 'refuse') {
        requestRefusal(reservation);
        return;
      }
      void change(reservation, STAFF_STATUS_ACTIONS[action].target, {
        errorMessage: RESERVATION_MESSAGES.updateError,
      });
    },
    [change, requestRefusal],
  );

  return (
    <div className="day-screen">
      <DayHeader
        restaurantId={restaurantId}
        date={date}
        today={today}
        onDateChange={(d) => setPrefs({ currentDate: d, restaurantId })}
        onOpenMenu={props.onOpenMenu}
        onOpenFloorPlan={() => props.onOpenFloorPlan(date, day.reservations)}
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
        <div className="day-screen__search-row">
          <SearchBox value={search} onChange={setSearch} />
          <button
            type="button"
            className="button button--small"
            disabled={refreshing}
            onClick={() => void refresh()}
          >
            {refreshing ? (
              'Actualisation...'
            ) : (
              <>
                <Refresh className="bo-icon" aria-hidden="true" /> Actualiser
              </>
            )}
          </button>
          {laptop ? (
            <button
              type="button"
              className="button button--primary button--small day-screen__new"
              onClick={() => props.onNewReservation(date)}
            >
              <Plus className="bo-icon" aria-hidden="true" /> Nouvelle réservation
            </button>
          ) : null}
        </div>
      </div>
      <PullToRefresh onRefresh={refresh}>
        <section
          id="day-list"
          role="tabpanel"
          aria-labelledby={`day-tab-${prefs.activeTab}`}
          aria-busy={day.loading}
        >
          {day.loading && day.reservations.length === 0 ? (
            <PageLoader />
          ) : selection.count === 0 ? (
            <div className="empty-state">
              <strong>{RESERVATION_MESSAGES.empty}</strong>
              <p>{matches ? RESERVATION_MESSAGES.noSearchResult : RESERVATION_MESSAGES.noneThisDay}</p>
            </div>
          ) : (
            <ReservationList
              groups={selection.groups}
              dense={laptop}
              resetKey={`${date}|${tab}|${prefs.serviceFilter}|${debounced}`}
              now={now}
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
          <WaitlistSection
            restaurantId={restaurantId}
            date={date}
            dayVersion={day.reservations.map((r) => `${r.id}:${r.status}:${r.updatedAt ?? ''}`).join('|')}
          />
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
      {menu ? (
        <StatusMenu
          current={menu.reservation.status}
          availability={staffStatusAvailability({ reservation: menu.reservation, now: clockNow() })}
          anchor={menu.anchor}
          onClose={() => setMenu(null)}
          onSelect={(status) => {
            const target = menu.reservation;
            setMenu(null);
            void change(target, status, { errorMessage: RESERVATION_MESSAGES.statusChangeError });
          }}
        />
      ) : null}
    </div>
  );
}
