import type { StatCounters } from './restaurant-stats';

/** a + b, key by key (missing keys are 0); zeros are dropped. */
export function addCounters(a: StatCounters, b: StatCounters): StatCounters {
  const out: StatCounters = { ...a };
  for (const [key, value] of Object.entries(b)) out[key] = (out[key] ?? 0) + value;
  return dropZeros(out);
}

/** after - before, key by key: the increments that turn the first into the second; zeros are dropped. */
export function diffCounters(after: StatCounters, before: StatCounters): StatCounters {
  const negated: StatCounters = {};
  for (const [key, value] of Object.entries(before)) negated[key] = -value;
  return addCounters(after, negated);
}

/** Sum of several counter maps. */
export function sumCounters(list: readonly StatCounters[]): StatCounters {
  return list.reduce<StatCounters>((total, counters) => addCounters(total, counters), {});
}

/** A counter's value, 0 when absent. */
export function counterValue(counters: StatCounters | undefined, key: string): number {
  return counters?.[key] ?? 0;
}

/** Rounds away float dust left by money sums (0.1 + 0.2) and drops zero entries. */
function dropZeros(counters: StatCounters): StatCounters {
  const out: StatCounters = {};
  for (const [key, value] of Object.entries(counters)) {
    const rounded = Math.round(value * 100) / 100;
    if (rounded !== 0) out[key] = rounded;
  }
  return out;
}
