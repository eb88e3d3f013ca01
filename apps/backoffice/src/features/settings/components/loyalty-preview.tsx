import {
  LOYALTY_LEVELS,
  LOYALTY_LEVEL_KEYS,
  computeGiftProgress,
  computeLoyaltyLevel,
  selectGiftItem,
  type LoyaltyConfig,
} from '@app/domain';
import { useState } from 'react';
import { NumberField } from './number-field';
import { GiftMark, TierMark } from '@app/ui';

/** What the rules give a customer with N points: the level, its progress, and the next three gifts. */
export function LoyaltyPreview({ config }: { config: LoyaltyConfig }) {
  const [typed, setTyped] = useState('120');
  const points = Math.max(0, Number(typed.replace(',', '.')) || 0);
  const level = computeLoyaltyLevel({ points, levels: config.levels });
  const progress = computeGiftProgress({ points, giftInterval: config.giftInterval });
  const next = [1, 2, 3].map((step) => {
    const number = progress.giftsEarned + step;
    return {
      number,
      at: number * config.giftInterval,
      gift: selectGiftItem({ giftNumber: number, gifts: config.gifts }),
    };
  });
  return (
    <section className="loyalty-preview" aria-labelledby="loyalty-preview-title">
      <h3 id="loyalty-preview-title">Aperçu</h3>
      <div className="settings-grid">
        <NumberField label="Un client avec" hint="points" value={typed} onChange={setTyped} />
      </div>
      <p>
        Niveau{' '}
        <strong>
          <TierMark tier={level.key} /> {level.name}
        </strong>{' '}
        · {level.progressText}
      </p>
      <ul className="loyalty-preview__levels" aria-label="Niveaux">
        {LOYALTY_LEVEL_KEYS.map((key) => (
          <li key={key}>
            <TierMark tier={key} /> {LOYALTY_LEVELS[key].name} : {key === 'new' ? '0' : config.levels[key]}{' '}
            points
          </li>
        ))}
      </ul>
      <p>Prochains cadeaux :</p>
      <ul className="loyalty-preview__gifts" aria-label="Prochains cadeaux">
        {next.map(({ number, at, gift }) => (
          <li key={number}>
            <GiftMark /> {gift?.name || 'Cadeau'} — cadeau n° {number}, à {at} points
          </li>
        ))}
      </ul>
    </section>
  );
}
