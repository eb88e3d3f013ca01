import type { BilledOps, BillingStore } from '@app/data/billing';

/**
 * The bench's ledger: each step runs under its label on the billing store and is weighted by how often a venue
 * does it in a day (a job every 5 minutes runs 228 times, a monthly campaign 1/30 of a time). A listener's later
 * updates arrive under the label that opened it and count once, as they happen.
 */
export class BilledSteps {
  private readonly extra = new Map<string, BilledOps>();
  constructor(private readonly billing: BillingStore) {}

  async step<R>(label: string, fn: () => Promise<R>, perDay = 1): Promise<R> {
    const before = { ...(this.billing.byLabel().get(label) ?? { reads: 0, writes: 0, deletes: 0 }) };
    const result = await this.billing.as(label, fn);
    if (perDay !== 1) {
      const after = this.billing.byLabel().get(label) ?? { reads: 0, writes: 0, deletes: 0 };
      const e = this.extra.get(label) ?? { reads: 0, writes: 0, deletes: 0 };
      e.reads += (after.reads - before.reads) * (perDay - 1);
      e.writes += (after.writes - before.writes) * (perDay - 1);
      e.deletes += (after.deletes - before.deletes) * (perDay - 1);
      this.extra.set(label, e);
    }
    return result;
  }

  /** Per label, a day's units (counted and weighted), costliest first by the caller. */
  day(): Map<string, BilledOps> {
    const out = new Map<string, BilledOps>();
    for (const [label, ops] of this.billing.byLabel()) out.set(label, { ...ops });
    for (const [label, ops] of this.extra) {
      const o = out.get(label) ?? { reads: 0, writes: 0, deletes: 0 };
      out.set(label, {
        reads: o.reads + ops.reads,
        writes: o.writes + ops.writes,
        deletes: o.deletes + ops.deletes,
      });
    }
    return out;
  }
}
