import type { MyGift } from '@app/domain';
import { DinerLanguage } from '@app/i18n/browser';
import { DinerLanguageProvider } from '@app/i18n/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaimDialog } from './claim-dialog';
import { groupGifts } from './gift-words';

const gift = (giftNumber: number, level: MyGift['level'], restaurantId = 'r1'): MyGift => ({
  restaurantId,
  restaurantName: restaurantId === 'r1' ? 'Au Bureau' : 'Le Zinc',
  giftNumber,
  name: `Cadeau ${giftNumber}`,
  emoji: '🎁',
  pointsRequired: giftNumber * 50,
  pointsMissing: 0,
  level,
  balance: 162.5,
});

afterEach(cleanup);

describe('groupGifts', () => {
  it('groups the gifts by venue then level, in the order they came, from the first gift’s points', () => {
    const groups = groupGifts([gift(1, 'new'), gift(2, 'bronze'), gift(3, 'bronze'), gift(1, 'new', 'r2')]);
    expect(groups.map((g) => [g.restaurantId, g.level, g.fromPoints, g.gifts.length])).toEqual([
      ['r1', 'new', 50, 1],
      ['r1', 'bronze', 100, 2],
      ['r2', 'new', 50, 1],
    ]);
  });
});

describe('ClaimDialog', () => {
  it('asks in the diner’s language, with the points and the balance after (issue 48)', async () => {
    const english = new DinerLanguage({ browserLanguages: ['en'] });
    await english.load(['space', 'errors']);
    render(
      <DinerLanguageProvider language={english}>
        <ClaimDialog gift={gift(3, 'bronze')} isClaiming={false} onConfirm={() => {}} onCancel={() => {}} />
      </DinerLanguageProvider>,
    );
    const ask = screen.getByRole('alertdialog', { name: 'Get “Cadeau 3”?' });
    expect(within(ask).getByText('This gift needs 150 points at Au Bureau.')).toBeTruthy();
    expect(
      within(ask).getByText('Balance after this gift: 162.5 points (your points are not spent).'),
    ).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'Get this gift' })).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
