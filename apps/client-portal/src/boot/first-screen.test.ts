import { describe, expect, it } from 'vitest';
import { paths } from '../routes/paths';
import { clearSessionRecord, writeSessionRecord } from '../session/session-record';
import { firstScreen, hasSessionRecord } from './first-screen';

describe('firstScreen', () => {
  it('starts a booking page and its restaurant, with the slug as the page reads it', () => {
    expect(firstScreen(paths.booking('au-bureau'), '')).toEqual({
      page: 'booking',
      call: { name: 'getRestaurantBySlug', data: { slug: 'au-bureau' } },
    });
    expect(firstScreen('/reservation/le-petit-zinc/', '?date=2026-11-26&etape=heure')?.call).toEqual({
      name: 'getRestaurantBySlug',
      data: { slug: 'le-petit-zinc' },
    });
    expect(firstScreen('/reservation/caf%C3%A9', '')?.call?.data).toEqual({ slug: 'café' });
  });

  it("starts a review page and its link's visit, with the walk-in's visit when the link has one", () => {
    expect(firstScreen(paths.review('rest-bureau', 'res-1'), '?utm_source=mail')).toEqual({
      page: 'review',
      call: { name: 'getReviewContext', data: { restaurantId: 'rest-bureau', reservationId: 'res-1' } },
    });
    expect(firstScreen(paths.review('rest-bureau', 'walkin'), '?visit=%20v-9%20')?.call?.data).toEqual({
      restaurantId: 'rest-bureau',
      reservationId: 'walkin',
      visitId: 'v-9',
    });
  });

  it("starts a signed-in customer's space (its code, no call), and not the space without a session", () => {
    expect(firstScreen(paths.clientSpace, '', true)).toEqual({ page: 'space' });
    expect(firstScreen(`${paths.clientSpace}/`, '?x=1', true)).toEqual({ page: 'space' });
    expect(firstScreen(paths.clientSpace, '', false)).toBeUndefined();
    expect(firstScreen(paths.clientLogin, '', true)).toBeUndefined();
    expect(firstScreen(paths.clientRewards, '', true)).toBeUndefined();
  });

  it('says whether the browser keeps a session record, remembered or for this tab only', () => {
    expect(hasSessionRecord()).toBe(false);
    sessionStorage.setItem('customerSession', '{}');
    expect(hasSessionRecord()).toBe(true);
    sessionStorage.clear();
    localStorage.setItem('customerSession', '{}');
    expect(hasSessionRecord()).toBe(true);
    localStorage.clear();
    // The key session-record.ts writes.
    writeSessionRecord({ email: 'lea@exemple.fr', loginAt: 0, remember: true });
    expect(hasSessionRecord()).toBe(true);
    clearSessionRecord();
    expect(hasSessionRecord()).toBe(false);
  });

  it('starts nothing elsewhere: the chooser, the reminder answer, the customer pages, a broken address', () => {
    for (const pathname of [
      paths.chooser,
      paths.bookingAnswer,
      paths.clientSpace,
      paths.clientLogin,
      '/reservation/a/b',
      '/reservation/%E0%A4%A',
      '/review/only-one',
    ])
      expect(firstScreen(pathname, ''), pathname).toBeUndefined();
  });
});
