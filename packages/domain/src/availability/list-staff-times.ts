/** Every 15 minutes from `from` to `to` inclusive, in whole hours. */
function quarterHours(fromHour: number, toHour: number): string[] {
  const times: string[] = [];
  for (let minutes = fromHour * 60; minutes <= toHour * 60; minutes += 15) {
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  return times;
}

/**
 * Times offered by the staff new-reservation form: 11:00–15:00 and 18:00–23:00 every 15 minutes,
 * whatever the opening hours (staff may book outside the online slots).
 */
export const STAFF_RESERVATION_TIMES: readonly string[] = Object.freeze([
  ...quarterHours(11, 15),
  ...quarterHours(18, 23),
]);
