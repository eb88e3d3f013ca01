import type { LucideIcon } from 'lucide-react';
import { Gem, Gift, Medal, Sprout } from '../icons';
import { cx } from './class-names';

/** The loyalty levels' keys (LoyaltyLevelKey of @app/domain). */
export type TierKey = 'new' | 'bronze' | 'silver' | 'gold' | 'diamond';

const TIERS: Record<TierKey, LucideIcon> = {
  new: Sprout,
  bronze: Medal,
  silver: Medal,
  gold: Medal,
  diamond: Gem,
};

/**
 * A loyalty level's drawn mark (issue 48: tiers get drawn marks, not emoji): a sprout for « Nouveau », a medal in
 * bronze, silver or gold, a gem for the top level; coloured by the level (design tokens). Decoration beside the
 * level's name, hidden from screen readers.
 */
export function TierMark({ tier, className }: { tier: TierKey; className?: string }) {
  const Icon = TIERS[tier];
  return <Icon className={cx('ui-tier-mark', `ui-tier-mark--${tier}`, className)} aria-hidden="true" />;
}

/** A gift's drawn mark (instead of its emoji), decoration beside the gift's name. */
export function GiftMark({ className }: { className?: string }) {
  return <Gift className={cx('ui-gift-mark', className)} aria-hidden="true" />;
}
