import { describe, expect, it } from 'vitest';
import { ONLINE_GUARD, screenOnlineRequest } from './screen-online-request';

describe('screenOnlineRequest', () => {
  it('takes unverified requests as usual up to the day’s threshold, then holds them for staff', () => {
    const limit = ONLINE_GUARD.unverifiedBookingsPerDay;
    expect(screenOnlineRequest({ kind: 'booking', verified: false, unverifiedToday: limit - 1 })).toEqual({
      held: false,
    });
    expect(screenOnlineRequest({ kind: 'booking', verified: false, unverifiedToday: limit })).toEqual({
      held: true,
    });
    const waitlist = ONLINE_GUARD.unverifiedWaitlistPerDay;
    expect(screenOnlineRequest({ kind: 'waitlist', verified: false, unverifiedToday: waitlist }).held).toBe(
      true,
    );
  });

  it('never holds a verified diner, whatever strangers sent before', () => {
    expect(screenOnlineRequest({ kind: 'booking', verified: true, unverifiedToday: 10_000 }).held).toBe(
      false,
    );
    expect(screenOnlineRequest({ kind: 'waitlist', verified: true, unverifiedToday: 10_000 }).held).toBe(
      false,
    );
  });
});
