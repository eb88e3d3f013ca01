import type { ReminderHours } from '@app/domain';
import { Checkbox, Select, TextField } from '@app/ui';

const REMINDER_OPTIONS: { id: string; label: string }[] = [
  { id: '0', label: 'Pas de rappel' },
  { id: '2', label: '2 heures avant' },
  { id: '24', label: '24 heures avant' },
  { id: '48', label: '48 heures avant' },
];

/** The booking settings around the diner's journey, in « Paramètres de réservation »'s values. */
export interface BookingExtras {
  reminderHours: ReminderHours;
  suggestSisterVenues: boolean;
  locationText: string;
}

/**
 * The reminder e-mail's delay, the group's other venues offered on a full slot, and the venue's position (for
 * the distance between the group's restaurants), saved with the page's « Enregistrer ».
 */
export function BookingExtrasFields({
  extras,
  locationError,
  onChange,
}: {
  extras: BookingExtras;
  locationError?: string;
  onChange(patch: Partial<BookingExtras>): void;
}) {
  return (
    <div className="establishment-extras">
      <Select
        label="Rappel par e-mail avant la réservation"
        options={REMINDER_OPTIONS}
        selectedKey={String(extras.reminderHours)}
        onSelectionChange={(key) => {
          const hours = Number(key);
          if (hours === 0 || hours === 2 || hours === 24 || hours === 48) onChange({ reminderHours: hours });
        }}
      />
      <Checkbox
        isSelected={extras.suggestSisterVenues}
        onChange={(suggestSisterVenues) => onChange({ suggestSisterVenues })}
      >
        Proposer nos autres restaurants quand un créneau est complet
      </Checkbox>
      <TextField
        label="Position GPS (latitude, longitude)"
        description="Pour indiquer la distance entre vos restaurants. Exemple : 48.8708, 2.3316"
        inputMode="decimal"
        maxLength={60}
        value={extras.locationText}
        onChange={(locationText) => onChange({ locationText })}
        isInvalid={locationError !== undefined}
        errorMessage={locationError}
      />
    </div>
  );
}
