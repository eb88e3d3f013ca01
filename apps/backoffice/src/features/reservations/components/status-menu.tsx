import { RESERVATION_STATUS_TABLE } from '@app/domain';
import type { ReservationStatus } from '@app/domain';
import { useEffect, useRef } from 'react';

export interface StatusMenuProps {
  current: ReservationStatus;
  anchor: HTMLElement;
  onSelect(status: ReservationStatus): void;
  onClose(): void;
}

/** Statuses offered on the badge: no restriction on the previous state (staff-operations §4). */
export const MENU_STATUSES: readonly ReservationStatus[] = [
  'CONFIRMED',
  'SEATED',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
];

/** The status menu opened from a row's badge; keyboard: arrows move, Escape closes. */
export function StatusMenu({ current, anchor, onSelect, onClose }: StatusMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const rect = anchor.getBoundingClientRect();
  const top = Math.min(rect.bottom + 4, window.innerHeight - 260);
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - 220));

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
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
        return (
          <button
            key={status}
            type="button"
            role="menuitem"
            className="status-menu__item"
            aria-current={status === current}
            onClick={() => {
              onSelect(status);
              // Back on the badge, so that keyboard users carry on from the row they changed.
              anchor.focus();
            }}
          >
            <span className="status-menu__dot" style={{ background: p.historyColor }} aria-hidden="true" />
            {p.label}
          </button>
        );
      })}
    </div>
  );
}
