import { RESERVATION_MESSAGES } from '../errors/staff-messages';
import { safeString } from './safe-string';

/**
 * The longest value of each kind of text a callable accepts (ARCHITECTURE §8: every text input has a maximum
 * length), so that a 200 KB first name is refused rather than stored.
 */
export const TEXT_MAX_LENGTHS = {
  id: 128,
  name: 100,
  email: 254,
  phone: 30,
  note: 1000,
  reviewComment: 500,
  subject: 200,
  campaignContent: 20_000,
  address: 300,
  description: 2000,
  url: 2048,
  label: 100,
  date: 10,
  time: 5,
  password: 128,
  emoji: 16,
  requestId: 64,
} as const;

/** 'Ce champ ne peut pas dépasser N caractères': the length message of every text field without its own. */
export const textTooLong = (max: number): string => RESERVATION_MESSAGES.textTooLong(max);

/** A string of at most `max` characters, with the French length message. */
export const boundedString = (max: number) => safeString().max(max, textTooLong(max));
