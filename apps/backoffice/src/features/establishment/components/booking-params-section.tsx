import type { RestaurantBookingSettings } from '@app/domain';
import { Switch, TextField } from '@app/ui';
import { BookingExtrasFields, type BookingExtras } from './booking-extras-fields';

type Settings = Omit<RestaurantBookingSettings, 'location'>;

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));

/**
 * « Paramètres de réservation »: daily capacity (≥ 1), booking delay 0–72 h, online maximum party 1–50 and online
 * booking on or off; each field shows its refusal under it (administration §5). Then the reminder e-mail, the
 * group's other venues on a full slot and the venue's position.
 */
export function BookingParamsSection({
  settings,
  locationText,
  errors,
  locationError,
  onChange,
  onLocationTextChange,
}: {
  settings: Settings;
  locationText: string;
  errors: Partial<Record<keyof Settings, string>>;
  locationError?: string;
  onChange(patch: Partial<Settings>): void;
  onLocationTextChange(text: string): void;
}) {
  const changeExtras = ({ locationText: text, ...patch }: Partial<BookingExtras>) => {
    if (text !== undefined) onLocationTextChange(text);
    if (Object.keys(patch).length > 0) onChange(patch);
  };
  const field = (
    key: 'maxCapacityPerDay' | 'bookingCutoffHours' | 'maxOnlineReservation',
    label: string,
    hint: string,
  ) => (
    <TextField
      label={label}
      inputMode="numeric"
      maxLength={5}
      value={Number.isNaN(settings[key]) ? '' : String(settings[key])}
      onChange={(value) => onChange({ [key]: toNumber(value) })}
      description={hint}
      isInvalid={errors[key] !== undefined}
      errorMessage={errors[key]}
    />
  );
  return (
    <section className="establishment-card" aria-labelledby="establishment-booking-title">
      <h2 id="establishment-booking-title">Paramètres de réservation</h2>
      <div className="establishment-grid">
        {field('maxCapacityPerDay', 'Capacité maximale par jour', 'couverts, 1 au moins')}
        {field('bookingCutoffHours', 'Délai de réservation', 'heures avant le service, de 0 à 72')}
        {field('maxOnlineReservation', 'Personnes maximum en ligne', 'de 1 à 50 par réservation')}
      </div>
      <Switch
        isSelected={settings.onlineBookingEnabled}
        onChange={(onlineBookingEnabled) => onChange({ onlineBookingEnabled })}
      >
        Réservation en ligne ouverte
      </Switch>
      <BookingExtrasFields
        extras={{
          reminderHours: settings.reminderHours ?? 24,
          suggestSisterVenues: settings.suggestSisterVenues ?? true,
          locationText,
        }}
        locationError={locationError}
        onChange={changeExtras}
      />
    </section>
  );
}
