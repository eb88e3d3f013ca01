import { useRef, useState } from 'react';
import type { ReactNode, TouchEvent } from 'react';
import { ArrowDown, Refresh } from '@app/ui/icons';

/** Pull distance that triggers a refresh, and the most the content follows the finger (staff-operations §9). */
export const PULL_TRIGGER_PX = 60;
export const PULL_MAX_PX = 100;

/** Distance shown for a finger movement: the content follows up to 100 px. */
export function pullDistance(dy: number): number {
  return Math.max(0, Math.min(PULL_MAX_PX, dy));
}

/**
 * Pull-to-refresh for phones: at the top of the page, pulling down more than 60 px reloads the data.
 * Mouse and keyboard users get the « Actualiser » button of the screen instead.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh(): void | Promise<void>;
  children: ReactNode;
}) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  function touchStart(event: TouchEvent) {
    start.current =
      window.scrollY <= 0 && event.touches.length === 1 ? (event.touches[0]?.clientY ?? null) : null;
  }
  function touchMove(event: TouchEvent) {
    if (start.current === null) return;
    const y = event.touches[0]?.clientY ?? start.current;
    setPull(pullDistance(y - start.current));
  }
  async function touchEnd() {
    const distance = pull;
    start.current = null;
    setPull(0);
    if (distance > PULL_TRIGGER_PX && !refreshing) {
      setRefreshing(true);
      try {
        await onRefresh();
      } finally {
        setRefreshing(false);
      }
    }
  }

  return (
    <div
      onTouchStart={touchStart}
      onTouchMove={touchMove}
      onTouchEnd={() => void touchEnd()}
      onTouchCancel={() => setPull(0)}
    >
      <div
        className="pull-indicator"
        style={{ height: refreshing ? 40 : pull * 0.6 }}
        aria-hidden={!refreshing && pull === 0}
      >
        {refreshing ? (
          <span role="status">Actualisation...</span>
        ) : pull > PULL_TRIGGER_PX ? (
          <>
            <Refresh aria-hidden="true" className="pull-indicator__icon" /> Relâchez pour actualiser
          </>
        ) : pull > 0 ? (
          <>
            <ArrowDown aria-hidden="true" className="pull-indicator__icon" /> Tirez pour actualiser
          </>
        ) : null}
      </div>
      {children}
    </div>
  );
}
