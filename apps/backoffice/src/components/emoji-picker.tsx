import { EMOJI_PICKER_CATEGORIES } from '@app/domain';
import { Dialog, Tabs } from '@app/ui';
import './emoji-picker.css';

/**
 * The settings' emoji picker (administration §2): a modal of 8 categories of 10 emojis; a tap picks one and
 * closes it. Each emoji is a button named by itself, in a grid the keyboard walks with Tab.
 */
export function EmojiPicker({
  isOpen,
  title = 'Choisir un emoji',
  onPick,
  onClose,
}: {
  isOpen: boolean;
  title?: string;
  onPick(emoji: string): void;
  onClose(): void;
}) {
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Tabs
        label="Catégories d'emojis"
        className="emoji-picker__tabs"
        items={EMOJI_PICKER_CATEGORIES.map((category) => ({
          id: category.name,
          label: category.name,
          content: (
            <div className="emoji-picker__grid" role="group" aria-label={category.name}>
              {category.emojis.map((emoji) => (
                <button
                  key={emoji}
                  type="button"
                  className="emoji-picker__emoji"
                  aria-label={emoji}
                  onClick={() => {
                    onPick(emoji);
                    onClose();
                  }}
                >
                  {emoji}
                </button>
              ))}
            </div>
          ),
        }))}
      />
    </Dialog>
  );
}
