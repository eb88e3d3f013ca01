/**
 * The venue's SMS callables (issue 50): « Établissement » → « Messages » saves its settings, it and Rapports read
 * the month's counters. The server validates them again with the domain's input schemas.
 */
import type { ReadSmsUsageInput, SaveSmsSettingsInput, SmsMonthUsage, VenueSmsSettings } from '@app/domain';

export interface SmsCallables {
  /** The venue's SMS settings, whole (each text checked against the venue's length limit). */
  saveSmsSettings(input: SaveSmsSettingsInput): Promise<{ ok: true; settings: VenueSmsSettings }>;
  /** The venue's SMS counters for `months` months ending with `month`, newest first. */
  readSmsUsage(input: ReadSmsUsageInput): Promise<{ usage: SmsMonthUsage[] }>;
}

/** Binds the SMS callables with the staff callables' binder. */
export function bindSmsCallables(bind: <I, R>(name: string) => (input: I) => Promise<R>): SmsCallables {
  return { saveSmsSettings: bind('saveSmsSettings'), readSmsUsage: bind('readSmsUsage') };
}
