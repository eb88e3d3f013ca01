import * as logger from 'firebase-functions/logger';
import type { Transaction } from '@app/data';
import type { HistoryEntryKind } from '@app/domain';
import { delayedMailDueIn, queuedMailIn } from './outbox';
import { runtime } from './runtime';

type AfterCommitHook = () => Promise<unknown>;

let afterMailCommit: AfterCommitHook | undefined;
const inFlight = new Set<Promise<unknown>>();
/** Drains planned for mails queued with a near not-before time (a refusal's e-mail, 10 s later). */
const delayedDrains = new Set<ReturnType<typeof setTimeout>>();

/**
 * A delayed mail further ahead than this is left to the scheduled worker (a campaign planned for next week);
 * nearer ones get a drain of their own when they fall due, so that they leave on time whether the host runs
 * its crons or not.
 */
export const DELAYED_DRAIN_HORIZON_MS = 5 * 60_000;

/**
 * Installs what runs after a transaction that queued mail has committed. The local host installs the outbox
 * drain so mails leave at once; in production the scheduled worker is enough and nothing is installed.
 * Changing the hook forgets the drains planned for delayed mails (the host stops).
 */
export function setAfterMailCommitHook(hook: AfterCommitHook | undefined): void {
  afterMailCommit = hook;
  for (const timer of delayedDrains) clearTimeout(timer);
  delayedDrains.clear();
}

function runHook(hook: AfterCommitHook): void {
  const running = hook()
    .catch((err: unknown) => logger.error('after-commit mail drain failed', err))
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Runs the hook again once the last delayed mail of a commit falls due (within the horizon). */
function planDelayedDrain(hook: AfterCommitHook, due: Date): void {
  const delay = due.getTime() - runtime().now().getTime();
  if (delay <= 0 || delay > DELAYED_DRAIN_HORIZON_MS) return;
  const timer = setTimeout(() => {
    delayedDrains.delete(timer);
    if (afterMailCommit === hook) runHook(hook);
  }, delay + 50);
  // A planned drain must not keep a stopping process alive.
  timer.unref?.();
  delayedDrains.add(timer);
}

/** Waits for the drains started by committed transactions (tests, graceful shutdown). */
export async function settleAfterCommitHooks(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** Work registered by a transaction's body for after its commit (see {@link afterCommit}). */
const committedWork = new WeakMap<Transaction, AfterCommitHook[]>();

/**
 * Runs `work` once the transaction commits (never for an attempt that is retried or fails): follow-ups that need
 * the change to be visible, such as offering freed covers to the waitlist. Awaited by `transact` before it
 * returns; a failure is logged, never thrown, so it cannot fail the change that committed.
 */
export function afterCommit(tx: Transaction, work: AfterCommitHook): void {
  committedWork.set(tx, [...(committedWork.get(tx) ?? []), work]);
}

/**
 * Runs a store transaction; when it queued mail, triggers the after-commit hook without making the caller
 * wait for SMTP (a slow mail server must not slow a booking). Hook failures are logged, never thrown.
 */
export async function transact<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
  let queued = false;
  let delayedDue: Date | undefined;
  let lastAttempt: Transaction | undefined;
  const result = await runtime().store.runTransaction(async (tx) => {
    lastAttempt = tx;
    committedWork.delete(tx);
    const value = await fn(tx);
    queued = queuedMailIn(tx);
    delayedDue = delayedMailDueIn(tx);
    return value;
  });
  const hook = afterMailCommit;
  if (queued && hook) {
    runHook(hook);
    if (delayedDue) planDelayedDrain(hook, delayedDue);
  }
  const work = lastAttempt ? committedWork.get(lastAttempt) : undefined;
  for (const step of work ?? []) {
    await step().catch((err: unknown) => logger.error('after-commit work failed', err));
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
