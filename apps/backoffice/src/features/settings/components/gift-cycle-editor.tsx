import { SPEND_MESSAGES, type LoyaltyConfigForm } from '@app/domain';
import { Button, IconButton, TextField } from '@app/ui';
import { ArrowDown, Plus, Trash } from '@app/ui/icons';
import { ChevronUp } from '@app/ui/icons';
import { useState } from 'react';
import { EmojiPicker } from '../../../components/emoji-picker';

type Gifts = LoyaltyConfigForm['gifts'];

/**
 * The gift cycle: the n-th gift won is the n-th of this list, round and round. Each gift has a name and an emoji
 * (2 characters at most, from the picker or typed) and may have a value in euros (what the reward analytics count);
 * gifts are moved up and down, added and removed (one at least).
 */
export function GiftCycleEditor({ gifts, onChange }: { gifts: Gifts; onChange(gifts: Gifts): void }) {
  const [picking, setPicking] = useState<number | null>(null);
  const set = (index: number, patch: Partial<Gifts[number]>) =>
    onChange(gifts.map((gift, i) => (i === index ? { ...gift, ...patch } : gift)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...gifts];
    const [gift] = next.splice(index, 1);
    if (gift) next.splice(index + by, 0, gift);
    onChange(next);
  };
  return (
    <div className="gift-cycle">
      <ol className="gift-cycle__list" aria-label="Cycle des cadeaux">
        {gifts.map((gift, index) => (
          <li key={index} className="gift-cycle__item">
            <span className="gift-cycle__order" aria-hidden="true">
              {index + 1}
            </span>
            <Button
              className="gift-cycle__emoji"
              aria-label={`Emoji du cadeau ${index + 1} : ${gift.emoji || '🎁'}`}
              onPress={() => setPicking(index)}
            >
              {gift.emoji || '🎁'}
            </Button>
            <TextField
              label={`Cadeau ${index + 1}`}
              maxLength={60}
              value={gift.name}
              placeholder="Cadeau"
              onChange={(name) => set(index, { name })}
              className="gift-cycle__name"
            />
            <TextField
              label={`${SPEND_MESSAGES.giftValueLabel} du cadeau n°${index + 1}`}
              inputMode="decimal"
              maxLength={10}
              value={gift.value}
              placeholder="—"
              onChange={(value) => set(index, { value })}
              className="gift-cycle__value"
            />
            <span className="gift-cycle__actions">
              <IconButton
                label={`Monter le cadeau ${index + 1}`}
                icon={ChevronUp}
                isDisabled={index === 0}
                onPress={() => move(index, -1)}
              />
              <IconButton
                label={`Descendre le cadeau ${index + 1}`}
                icon={ArrowDown}
                isDisabled={index === gifts.length - 1}
                onPress={() => move(index, 1)}
              />
              <IconButton
                label={`Retirer le cadeau ${index + 1}`}
                icon={Trash}
                isDisabled={gifts.length === 1}
                onPress={() => onChange(gifts.filter((_, i) => i !== index))}
              />
            </span>
          </li>
        ))}
      </ol>
      <Button icon={Plus} onPress={() => onChange([...gifts, { name: '', emoji: '🎁', value: '' }])}>
        Ajouter un cadeau
      </Button>
      <EmojiPicker
        isOpen={picking !== null}
        title="Emoji du cadeau"
        onPick={(emoji) => picking !== null && set(picking, { emoji })}
        onClose={() => setPicking(null)}
      />
    </div>
  );
}
