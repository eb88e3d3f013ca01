import {
  GUEST_FILE_LIMITS as L,
  GUEST_FILE_TEXTS as T,
  SUGGESTED_GUEST_TAGS,
  normalizeGuestTags,
} from '@app/domain';
import type { GuestFileFields } from '@app/domain';
import { Button, Dialog, TextField, ToggleChips } from '@app/ui';
import { X } from '@app/ui/icons';
import { useState } from 'react';

const SUGGESTED: readonly string[] = SUGGESTED_GUEST_TAGS;

/**
 * The guest file's editor (issue 39): allergies and dietary needs, the venue's note, the suggested tags as toggles
 * and free tags typed in (Enter or « Ajouter »), each removable. Sends the whole file; the server normalises the
 * tags again and refuses what is too long with its message, shown in the toast.
 */
export function GuestFileDialog({
  initial,
  busy,
  onSave,
  onClose,
}: {
  initial: GuestFileFields;
  busy: boolean;
  onSave(fields: GuestFileFields): void;
  onClose(): void;
}) {
  const [allergies, setAllergies] = useState(initial.allergies);
  const [notes, setNotes] = useState(initial.notes);
  const [tags, setTags] = useState<string[]>([...initial.tags]);
  const [freeTag, setFreeTag] = useState('');
  const free = tags.filter((tag) => !SUGGESTED.includes(tag));
  const full = tags.length >= L.tags;

  function addFree() {
    if (freeTag.trim() === '' || full) return;
    setTags((current) => normalizeGuestTags({ tags: [...current, freeTag] }));
    setFreeTag('');
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={T.title}
      size="lg"
      footer={() => (
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            {T.cancel}
          </Button>
          <Button
            variant="primary"
            isLoading={busy}
            onPress={() => onSave({ allergies, notes, tags: normalizeGuestTags({ tags }) })}
          >
            {T.save}
          </Button>
        </>
      )}
    >
      <div className="guest-file-form">
        <p className="muted">{T.venueOnly}</p>
        <TextField
          label={T.allergies}
          multiline
          rows={2}
          value={allergies}
          onChange={setAllergies}
          maxLength={L.allergies}
          description={`${allergies.length} / ${L.allergies}`}
        />
        <TextField
          label={T.note}
          multiline
          rows={3}
          value={notes}
          onChange={setNotes}
          maxLength={L.notes}
          description={`${notes.length} / ${L.notes}`}
        />
        <ToggleChips
          label={T.suggestedTags}
          options={SUGGESTED}
          selected={tags}
          onToggle={(tag, on) =>
            setTags((current) =>
              on ? (full ? current : [...current, tag]) : current.filter((t) => t !== tag),
            )
          }
        />
        {free.length ? (
          <ul className="guest-file-form__free" aria-label={T.tags}>
            {free.map((tag) => (
              <li key={tag} className="guest-tag">
                {tag}
                <button
                  type="button"
                  className="guest-file-form__remove"
                  aria-label={T.removeTag(tag)}
                  onClick={() => setTags((current) => current.filter((t) => t !== tag))}
                >
                  <X className="bo-icon" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <form
          className="guest-file-form__add"
          onSubmit={(event) => {
            event.preventDefault();
            addFree();
          }}
        >
          <TextField
            label={T.freeTag}
            value={freeTag}
            onChange={setFreeTag}
            maxLength={L.tag}
            isDisabled={full}
            description={full ? T.tooManyTags(L.tags) : undefined}
          />
          <Button type="submit" isDisabled={full || freeTag.trim() === ''}>
            {T.addTag}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
