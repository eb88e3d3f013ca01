import { addDaysToDate } from '../availability/paris-time';
import { easterSunday } from './easter-sunday';

/** The fixed-date public holidays of metropolitan France (Code du travail, art. L3133-1), 'MM-DD'. */
const FIXED = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];
/** Days after Easter Sunday: lundi de Pâques, Ascension (a Thursday), lundi de Pentecôte. */
const AFTER_EASTER = [1, 39, 50];

/**
 * Whether a calendar date ('YYYY-MM-DD') is a French public holiday: the eight fixed dates, lundi de Pâques,
 * l'Ascension and lundi de Pentecôte. No marketing SMS goes out on these days.
 * @example isFrenchPublicHoliday('2027-05-06') // true (Ascension)
 */
export function isFrenchPublicHoliday(date: string): boolean {
  if (FIXED.includes(date.slice(5, 10))) return true;
  const easter = easterSunday(Number(date.slice(0, 4)));
  return AFTER_EASTER.some((days) => addDaysToDate({ date: easter, days }) === date);
}
