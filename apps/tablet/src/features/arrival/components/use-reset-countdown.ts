import { now, useNow } from '@app/ui';
import { useEffect, useState } from 'react';

/**
 * Seconds left before `onDone`, counted on the app's one clock from the moment `step` last changed (a new answer
 * starts the count again); `onDone` runs once they are out.
 */
export function useResetCountdown(durationMs: number, step: unknown, onDone: () => void): number {
  const [since, setSince] = useState<{ step: unknown; at: number }>(() => ({ step, at: now().getTime() }));
  if (since.step !== step) setSince({ step, at: now().getTime() });
  const current = useNow(1000).getTime();
  const left = Math.max(0, Math.ceil((since.at + durationMs - Math.max(current, since.at)) / 1000));
  useEffect(() => {
    if (left === 0) onDone();
  }, [left, onDone]);
  return left;
}
