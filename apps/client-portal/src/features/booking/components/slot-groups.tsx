import type { Slot } from '../api/booking-types';

const SERVICES: { key: Slot['service']; label: string }[] = [
  { key: 'lunch', label: 'Déjeuner' },
  { key: 'dinner', label: 'Dîner' },
  { key: 'other', label: 'Autres créneaux' },
];

/** What an unbookable slot says: « Passé » once started or inside the booking delay, else the spec's « Complet ». */
export function slotStatusText(slot: Pick<Slot, 'status'>): string {
  return slot.status === 'passed' ? 'Passé' : 'Complet';
}

/**
 * A day's slots by service, as buttons: a bookable one says its time; the others are disabled and say why,
 * « Passé » (dashed, not crossed out) or « Complet ». `nameSuffix` completes each button's name where
 * the time alone would not say which day it is (the next availability).
 */
export function SlotGroups({
  slots,
  selected,
  nameSuffix = '',
  onPick,
}: {
  slots: readonly Slot[];
  selected?: string;
  nameSuffix?: string;
  onPick: (time: string) => void;
}) {
  return (
    <>
      {SERVICES.map(({ key, label }) => {
        const group = slots.filter((slot) => slot.service === key);
        if (group.length === 0) return null;
        return (
          <fieldset key={key} className="slot-group">
            <legend>{label}</legend>
            <div className="slot-grid">
              {group.map((slot) => (
                <button
                  key={slot.time}
                  type="button"
                  className={`slot${slot.time === selected ? ' is-selected' : ''}${slot.status === 'passed' ? ' slot--passed' : ''}`}
                  disabled={!slot.available}
                  aria-pressed={slot.time === selected}
                  aria-label={
                    slot.available
                      ? `${slot.time}${nameSuffix}`
                      : `${slot.time} — ${slotStatusText(slot)}${nameSuffix}`
                  }
                  onClick={() => onPick(slot.time)}
                >
                  <span>{slot.time}</span>
                  {!slot.available && <span className="slot__full">{slotStatusText(slot)}</span>}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
