import type { MessageId, Translate } from '@app/i18n';
import { useTranslator } from '@app/i18n/react';
import type { Slot } from '../api/booking-types';

const SERVICES: { key: Slot['service']; label: MessageId }[] = [
  { key: 'lunch', label: 'booking.lunch' },
  { key: 'dinner', label: 'booking.dinner' },
  { key: 'other', label: 'booking.otherSlots' },
];

/** What an unbookable slot says: « Passé » once started or inside the booking delay, else the spec's « Complet ». */
export function slotStatusText(t: Translate, slot: Pick<Slot, 'status'>): string {
  return slot.status === 'passed' ? t('booking.passed') : t('booking.full');
}

/** Whether a slot is full (or closed by the staff), as opposed to passed: it reads « Complet ». */
export function isFullSlot(slot: Pick<Slot, 'available' | 'status'>): boolean {
  return !slot.available && slot.status !== 'passed';
}

/**
 * A day's slots by service, as buttons: a bookable one says its time; the others say why, « Passé » (dashed, not
 * crossed out, disabled) or « Complet », which stays pressable when `onPickFull` is given (it opens the waiting list
 * and the group's other venues; `openFull` is the one open). `nameSuffix` completes each button's name where
 * the time alone would not say which day it is (the next availability).
 */
export function SlotGroups({
  slots,
  selected,
  nameSuffix = '',
  openFull,
  fullPanelId,
  onPick,
  onPickFull,
}: {
  slots: readonly Slot[];
  selected?: string;
  nameSuffix?: string;
  openFull?: string;
  /** The id of the panel a full slot opens (aria-controls). */
  fullPanelId?: string;
  onPick: (time: string) => void;
  onPickFull?: (time: string) => void;
}) {
  const { t } = useTranslator();
  return (
    <>
      {SERVICES.map(({ key, label }) => {
        const group = slots.filter((slot) => slot.service === key);
        if (group.length === 0) return null;
        return (
          <fieldset key={key} className="slot-group">
            <legend>{t(label as 'booking.lunch')}</legend>
            <div className="slot-grid">
              {group.map((slot) => {
                const pressableFull = onPickFull !== undefined && isFullSlot(slot);
                const open = pressableFull && slot.time === openFull;
                return (
                  <button
                    key={slot.time}
                    type="button"
                    className={`slot${slot.time === selected && slot.available ? ' is-selected' : ''}${slot.status === 'passed' ? ' slot--passed' : ''}${pressableFull ? ' slot--full' : ''}${open ? ' is-open' : ''}`}
                    disabled={!slot.available && !pressableFull}
                    aria-pressed={pressableFull ? undefined : slot.time === selected}
                    aria-expanded={pressableFull ? open : undefined}
                    aria-controls={open ? fullPanelId : undefined}
                    onClick={() => (pressableFull ? onPickFull(slot.time) : onPick(slot.time))}
                  >
                    {/* Named by its content, not aria-label: the name holds the words shown ('20:00', 'Complet'). */}
                    <span className="sr-only">
                      {slot.available
                        ? `${slot.time}${nameSuffix}`
                        : `${slot.time} — ${slotStatusText(t, slot)}${nameSuffix}`}
                    </span>
                    <span aria-hidden="true">{slot.time}</span>
                    {!slot.available && (
                      <span className="slot__full" aria-hidden="true">
                        {slotStatusText(t, slot)}
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
