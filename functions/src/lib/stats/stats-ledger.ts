import { applyWrite, type DocData, type WriteOp } from '@app/data';
import {
  negateContributions,
  statsContributionOf,
  statsPeriodDeltas,
  type DayContribution,
  type StatsPeriodDelta,
} from '@app/domain';
import { trackedCollectionOf } from './tracked-path';

/**
 * What a transaction knows of the counted documents it touches: their state as read (or as left by its own
 * earlier writes), and the counters its writes add, as "after minus before" contributions.
 */
export class StatsLedger {
  private readonly known = new Map<string, DocData | undefined>();
  private readonly contributions: DayContribution[] = [];

  /** Records a document's state as read in the transaction (the first read of a path wins, as writes build on it). */
  remember(path: string, data: DocData | undefined): void {
    if (!this.known.has(path)) this.known.set(path, data === undefined ? undefined : structuredClone(data));
  }

  knows(path: string): boolean {
    return this.known.has(path);
  }

  /** A counted document's state as the transaction leaves it so far; `known: false` when never read nor created. */
  state(path: string): { known: boolean; data: DocData | undefined } {
    return { known: this.known.has(path), data: this.known.get(path) };
  }

  /**
   * Applies one write to a counted document whose prior state is known (a create needs none: it requires an
   * absent document), and keeps what it changes in the counters. Fails as the store would (update of an
   * absent document, create of an existing one).
   */
  apply(op: WriteOp, now: Date): void {
    const collection = trackedCollectionOf(op.path);
    if (!collection) return;
    if (op.kind !== 'create' && !this.known.has(op.path)) {
      throw new Error(`stats aggregation: "${op.path}" was written before its prior state was read`);
    }
    const before = this.known.get(op.path);
    const after = applyWrite(op, before, now);
    this.known.set(op.path, after);
    this.contributions.push(
      ...statsContributionOf({ collection, data: after }),
      ...negateContributions(statsContributionOf({ collection, data: before })),
    );
  }

  /** The increments per `restaurantStats` document of every write applied so far (zero ones left out). */
  deltas(): StatsPeriodDelta[] {
    return statsPeriodDeltas(this.contributions);
  }
}
