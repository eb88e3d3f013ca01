import {
  AVAILABILITY_MODE_LABELS,
  DEFAULT_TABLE_DURATION_BANDS,
  MAX_DURATION_BANDS,
  resolveTableSettings,
  type DurationBand,
  type RestaurantBookingSettings,
  type TableDurationBands,
} from '@app/domain';
import { Button, RadioGroup, TextField } from '@app/ui';

type Settings = Pick<
  RestaurantBookingSettings,
  'availabilityMode' | 'tableDurationBands' | 'pacingCoversPer15Min'
>;
type Errors = Partial<Record<keyof Settings, string>>;

const SERVICES: { key: keyof TableDurationBands; label: string }[] = [
  { key: 'lunch', label: 'Déjeuner' },
  { key: 'dinner', label: 'Dîner' },
];

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));
const shown = (value: number) => (Number.isNaN(value) ? '' : String(value));

/**
 * One service's party-size bands: « À partir de » N guests, the tables are held M minutes; a band is added
 * after the last (one more guest) and any but the first may be removed.
 */
function ServiceBands({
  label,
  bands,
  onChange,
}: {
  label: string;
  bands: readonly DurationBand[];
  onChange(bands: DurationBand[]): void;
}) {
  const edit = (index: number, patch: Partial<DurationBand>) =>
    onChange(bands.map((band, i) => (i === index ? { ...band, ...patch } : band)));
  const last = bands.at(-1);
  return (
    <fieldset className="establishment-bands">
      <legend>{label}</legend>
      {bands.map((band, index) => (
        <div key={index} className="establishment-bands__row">
          <TextField
            label={`${label}, tranche ${index + 1} : à partir de (personnes)`}
            inputMode="numeric"
            maxLength={3}
            isReadOnly={index === 0}
            value={shown(band.fromPartySize)}
            onChange={(value) => edit(index, { fromPartySize: toNumber(value) })}
          />
          <TextField
            label={`${label}, tranche ${index + 1} : durée (minutes)`}
            inputMode="numeric"
            maxLength={3}
            value={shown(band.minutes)}
            onChange={(value) => edit(index, { minutes: toNumber(value) })}
          />
          {index > 0 ? (
            <Button
              variant="secondary"
              aria-label={`Retirer la tranche ${index + 1} du ${label.toLowerCase()}`}
              onPress={() => onChange(bands.filter((_, i) => i !== index))}
            >
              Retirer
            </Button>
          ) : null}
        </div>
      ))}
      {bands.length < MAX_DURATION_BANDS ? (
        <Button
          variant="secondary"
          onPress={() =>
            onChange([
              ...bands,
              { fromPartySize: (last?.fromPartySize || 0) + 1, minutes: last?.minutes || 120 },
            ])
          }
        >
          {`Ajouter une tranche au ${label.toLowerCase()}`}
        </Button>
      ) : null}
    </fieldset>
  );
}

/**
 * « Disponibilités en ligne » (issue 40): « Par couverts » (the slot's and the day's covers, the default) or
 * « Par tables » (a table or joinable tables held for a duration by service and party size, and an optional
 * most covers starting per quarter of an hour); saved with the page's « Enregistrer », refused per field.
 */
export function AvailabilityModeSection({
  settings,
  errors,
  onChange,
}: {
  settings: Settings;
  errors: Errors;
  onChange(patch: Partial<Settings>): void;
}) {
  const { mode, bands } = resolveTableSettings({ settings });
  const setBands = (service: keyof TableDurationBands, next: DurationBand[]) =>
    onChange({
      tableDurationBands: {
        ...(settings.tableDurationBands ?? DEFAULT_TABLE_DURATION_BANDS),
        [service]: next,
      },
    });
  const pacing = settings.pacingCoversPer15Min;
  return (
    <section className="establishment-card" aria-labelledby="establishment-availability-title">
      <h2 id="establishment-availability-title">Disponibilités en ligne</h2>
      <RadioGroup
        label="Les créneaux proposés en ligne se calculent"
        value={mode}
        onChange={(value) => onChange({ availabilityMode: value === 'tables' ? 'tables' : 'covers' })}
        options={[
          { value: 'covers', label: `${AVAILABILITY_MODE_LABELS.covers} : couverts par créneau et par jour` },
          {
            value: 'tables',
            label: `${AVAILABILITY_MODE_LABELS.tables} : une table (ou des tables associées) pour une durée`,
          },
        ]}
        errorMessage={errors.availabilityMode}
        isInvalid={errors.availabilityMode !== undefined}
      />
      {mode === 'tables' ? (
        <>
          <p className="establishment-hint">
            Durée pendant laquelle une réservation garde sa table, selon le service et le nombre de personnes.
            Les tables gardées pour la salle dans le plan de salle ne sont jamais proposées en ligne.
          </p>
          <div className="establishment-grid">
            {SERVICES.map(({ key, label }) => (
              <ServiceBands
                key={key}
                label={label}
                bands={bands[key]}
                onChange={(next) => setBands(key, next)}
              />
            ))}
          </div>
          {errors.tableDurationBands ? (
            <p className="establishment-error" role="alert">
              {errors.tableDurationBands}
            </p>
          ) : null}
          <TextField
            label="Couverts maximum commençant par quart d'heure"
            description="Laissez vide pour ne pas limiter le rythme de la cuisine."
            inputMode="numeric"
            maxLength={3}
            value={pacing === null || pacing === undefined ? '' : shown(pacing)}
            onChange={(value) =>
              onChange({ pacingCoversPer15Min: value.trim() === '' ? null : toNumber(value) })
            }
            isInvalid={errors.pacingCoversPer15Min !== undefined}
            errorMessage={errors.pacingCoversPer15Min}
          />
        </>
      ) : null}
    </section>
  );
}
