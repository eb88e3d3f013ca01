/** Periods offered by the reward analytics page (days); 30 is the default. */
export const REWARD_ANALYTICS_PERIODS = [7, 30, 90] as const;

/** The part of a voucher usage the page needs. */
export interface RewardUsageLike {
  usedAt: string;
  value: number;
}

/** Figures of the reward analytics screen over the chosen period. */
export interface RewardAnalytics<U extends RewardUsageLike> {
  /** Vouchers applied during the period. */
  usedCount: number;
  /** Value in euros of the vouchers applied during the period. */
  totalValue: number;
  /** Vouchers still valid (valables à vie). */
  activeCount: number;
  /** Every voucher ever made. */
  totalCount: number;
  /** The 10 most recent usages of the period, newest first. */
  recentUsages: U[];
}

/**
 * Figures of /app/reward-analytics: usages of the last `periodDays` days (count, value in euros),
 * active and total vouchers, and the 10 most recent usages.
 */
export function computeRewardAnalytics<U extends RewardUsageLike>({
  rewards,
  usages,
  periodDays = 30,
  now,
}: {
  rewards: readonly { status: string }[];
  usages: readonly U[];
  periodDays?: number;
  now: Date;
}): RewardAnalytics<U> {
  const since = now.getTime() - periodDays * 86_400_000;
  const inPeriod = usages
    .filter((usage) => {
      const at = Date.parse(usage.usedAt);
      return !Number.isNaN(at) && at >= since && at <= now.getTime();
    })
    .sort((a, b) => Date.parse(b.usedAt) - Date.parse(a.usedAt));
  const totalValue = inPeriod.reduce(
    (sum, usage) => sum + (Number.isFinite(usage.value) ? usage.value : 0),
    0,
  );
  return {
    usedCount: inPeriod.length,
    totalValue: Math.round(totalValue * 100) / 100,
    activeCount: rewards.filter((reward) => reward.status === 'active').length,
    totalCount: rewards.length,
    recentUsages: inPeriod.slice(0, 10),
  };
}
