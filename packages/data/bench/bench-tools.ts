/**
 * Measuring helpers shared by the store benchmarks. Other benchmarks (e.g. the local host's SSE delay, measured by
 * the functions package) can import `measure` and `report` to print their figures in the same table.
 */
export interface Measure {
  label: string;
  p50: number;
  p95: number;
  runs: number;
  targetP95: number;
  /**
   * This process's CPU time per run (user + system, Postgres's WebAssembly included): unlike p50/p95, barely
   * moved by other processes on a shared machine.
   */
  cpuMs: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/**
 * Runs `fn` `runs` times after `warmup` untimed runs; returns p50 and p95 in milliseconds and the CPU time per run.
 * The warm-up runs get their own indexes (runs, runs + 1, …), so they never warm up the very documents measured.
 */
export async function measure(
  label: string,
  targetP95: number,
  fn: (i: number) => Promise<unknown>,
  { runs = 200, warmup = 10 } = {},
): Promise<Measure> {
  for (let i = 0; i < warmup; i++) await fn(runs + i);
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const cpuMs = (used.user + used.system) / 1000 / runs;
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), runs, targetP95, cpuMs };
}

/** Prints the measures as a table with their targets; returns false when a p95 misses its target. */
export function report(measures: Measure[]): boolean {
  const rows = measures.map((m) => ({
    measure: m.label,
    runs: m.runs,
    'p50 ms': m.p50.toFixed(2),
    'p95 ms': m.p95.toFixed(2),
    'cpu ms/run': m.cpuMs.toFixed(2),
    'target p95 ms': m.targetP95,
    verdict: m.p95 <= m.targetP95 ? 'ok' : 'MISSED',
  }));
  console.table(rows);
  return measures.every((m) => m.p95 <= m.targetP95);
}
