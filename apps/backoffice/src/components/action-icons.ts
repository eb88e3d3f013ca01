import type { StaffStatusAction } from '@app/domain';
import { Armchair, Ban, Check, Flag, X } from '@app/ui/icons';
import type { LucideIcon } from '@app/ui/icons';

/** The icon of each row action, in the phone's swipe tray and the laptop's actions menu. */
export const ACTION_ICONS: Record<StaffStatusAction, LucideIcon> = {
  confirm: Check,
  refuse: X,
  seat: Armchair,
  no_show: Ban,
  cancel: X,
  complete: Flag,
};

/**
 * Actions that undo a booking the guest holds, shown in the error colour. Refusing a request is an everyday
 * answer, not a danger: it stays neutral (issue 36) and asks for its reason first.
 */
export const DANGER_ACTIONS: ReadonlySet<StaffStatusAction> = new Set(['cancel', 'no_show']);
