import { RESERVATION_STATUS_TABLE } from '@app/domain';
import type { ReservationStatus, StatusAvailability } from '@app/domain';
import { useEffect, useId, useRef } from 'react';

export interface StatusMenuProps {
  current: ReservationStatus;
  /** Which statuses may be chosen now (staffStatusAvailability), with the reason shown under the others. */
  availability: Readonly<Record<ReservationStatus, StatusAvailability>>;
  anchor: HTMLElement;
  onSelect(status: ReservationStatus): void;
  onClose(): void;
}

/**
 * Statuses offered on the badge (staff-operations §4); those the timing rule forbids for now (seat or complete
 * before the booking's day, no-show before its time) stay listed, disabled, with the reason under them.
 */
export const MENU_STATUSES: readonly ReservationStatus[] = [
  'CONFIRMED',
  'SEATED',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
];

/**
 * The status menu opened from a row's badge; keyboard: arrows move, Escape closes. A disabled item keeps the
 * focus (aria-disabled) so that keyboard and screen-reader users reach its reason (aria-describedby).
 */
export function StatusMenu({ current, availability, anchor, onSelect, onClose }: StatusMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const rect = anchor.getBoundingClientRect();
  const top = Math.min(rect.bottom + 4, window.innerHeight - 260);
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - 220));

  // The first item takes the focus when the menu opens, only then: a live update of the day re-renders the menu
  // (a new onClose), and moving the focus back to the first item would make Enter pick the wrong status.
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [onClose]);

  return (
    <div
      ref={menu}
      className="status-menu"
      role="menu"
      aria-label="Changer le statut"
      style={{ top, left }}
      onKeyDown={(event) => {
        const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
        const index = items.indexOf(document.activeElement as HTMLElement);
        if (event.key === 'Escape') {
          onClose();
          anchor.focus();
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          items[(index + step + items.length) % items.length]?.focus();
        }
      }}
    >
      {MENU_STATUSES.map((status) => {
        const p = RESERVATION_STATUS_TABLE[status];
        const { allowed, reason } = availability[status];
        const hintId = `${idPrefix}-${status}-hint`;
        return (
          <button
            key={status}
            type="button"
            role="menuitem"
            className="status-menu__item"
            aria-current={status === current}
            // Allowed: named by its status. Not yet: named by what it shows, the status then why (label in name).
            aria-label={allowed ? p.label : undefined}
            aria-disabled={allowed ? undefined : true}
            data-testid={`status-menu-item-${status}`}
            onClick={() => {
              if (!allowed) return;
              onSelect(status);
              // Back on the badge, so that keyboard users carry on from the row they changed.
              anchor.focus();
            }}
          >
            <span className="status-menu__dot" style={{ background: p.historyColor }} aria-hidden="true" />
            <span className="status-menu__text">
              {p.label}
              {allowed ? null : (
                <span id={hintId} className="status-menu__hint">
                  {' '}
                  {reason}
                </span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
