import { EMAIL_LOG_STATUSES, MAIL_TYPES, type MailType } from '../schemas/mail';
import { parisDayOf, textField, type DayContribution } from './day-contribution';
import type { StatCounters } from './restaurant-stats';
import { emailStatusKey, emailTypeFailedKey, emailTypeKey, STAT } from './stat-keys';

/**
 * An e-mail log counts on the Paris day of `sentAt`: one e-mail, under its status and its type (an unknown
 * type as 'other'), as a failure of its type when it failed, as tracked when tracking was on, and as opened,
 * clicked or bounced when those times are set. A log without restaurant, sending time or known status counts
 * nothing.
 */
export function emailLogContribution(data: Record<string, unknown>): DayContribution[] {
  const restaurantId = textField(data, 'restaurantId');
  const day = parisDayOf(data.sentAt);
  const status = textField(data, 'status');
  if (!restaurantId || !day || !status || !(EMAIL_LOG_STATUSES as readonly string[]).includes(status))
    return [];
  const storedType = textField(data, 'type') ?? 'other';
  const type = ((MAIL_TYPES as readonly string[]).includes(storedType) ? storedType : 'other') as MailType;
  const counters: StatCounters = {
    [STAT.emails]: 1,
    [emailStatusKey(status as (typeof EMAIL_LOG_STATUSES)[number])]: 1,
    [emailTypeKey(type)]: 1,
  };
  if (status === 'failed') counters[emailTypeFailedKey(type)] = 1;
  if (data.trackingEnabled === true) counters[STAT.emailsTracked] = 1;
  if (data.openedAt != null) counters[STAT.emailsOpened] = 1;
  if (data.clickedAt != null) counters[STAT.emailsClicked] = 1;
  if (data.bouncedAt != null) counters[STAT.emailsBounced] = 1;
  return [{ restaurantId, day, counters }];
}
