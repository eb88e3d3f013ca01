import * as logger from 'firebase-functions/logger';
import type { Transaction } from '@app/data';
import type { HistoryEntryKind } from '@app/domain';
import { queuedMailIn } from './outbox';
import { runtime } from './runtime';

type AfterCommitHook = () => Promise<unknown>;

let afterMailCommit: AfterCommitHook | undefined;
const inFlight = new Set<Promise<unknown>>();

/**
 * Installs what runs after a transaction that queued mail has committed. The local host installs the outbox
 * drain so mails leave at once; in production the scheduled worker is enough and nothing is installed.
 */
export function setAfterMailCommitHook(hook: AfterCommitHook | undefined): void {
  afterMailCommit = hook;
}

/** Waits for the drains started by committed transactions (tests, graceful shutdown). */
export async function settleAfterCommitHooks(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * Runs a store transaction; when it queued mail, triggers the after-commit hook without making the caller
 * wait for SMTP (a slow mail server must not slow a booking). Hook failures are logged, never thrown.
 */
export async function transact<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
  let queued = false;
  const result = await runtime().store.runTransaction(async (tx) => {
    const value = await fn(tx);
    queued = queuedMailIn(tx);
    return value;
  });
  const hook = afterMailCommit;
  if (queued && hook) {
    const running = hook()
      .catch((err: unknown) => logger.error('after-commit mail drain failed', err))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }
  return result;
}

/**
 * A status history entry as stored (staff-operations §3): status in lower case, author, time, optional reason,
 * and a kind on the entries of a refusal and of its undoing.
 */
export interface StatusHistoryEntry {
  status: string;
  changedBy: string;
  changedAt: string;
  reason?: string;
  kind?: HistoryEntryKind;
}

/** Builds a history entry; an empty reason is left out rather than stored as ''. */
export function historyEntry(options: {
  status: string;
  changedBy: string;
  at: Date;
  reason?: string;
  kind?: HistoryEntryKind;
}): StatusHistoryEntry {
  const entry: StatusHistoryEntry = {
    status: options.status.toLowerCase(),
    changedBy: options.changedBy,
    changedAt: options.at.toISOString(),
  };
  const reason = options.reason?.trim();
  if (reason) entry.reason = reason;
  if (options.kind) entry.kind = options.kind;
  return entry;
}
