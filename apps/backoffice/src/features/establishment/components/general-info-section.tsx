import { EMOJI_PICKER_CATEGORIES } from '@app/domain';
import { TextField } from '@app/ui';
import type { EstablishmentDraft } from '../establishment-draft';

/** The page's 20-emoji picker (administration §2): the restaurants' and the dishes' rows of the settings picker. */
const EMOJIS = EMOJI_PICKER_CATEGORIES.slice(0, 2).flatMap((category) => category.emojis);

type Profile = EstablishmentDraft['profile'];

/** « Informations générales »: name, address, phone, e-mail, description and emoji, edited in place. */
export function GeneralInfoSection({
  profile,
  nameError,
  onChange,
}: {
  profile: Profile;
  nameError: string | undefined;
  onChange(patch: Partial<Profile>): void;
}) {
  return (
    <section className="establishment-card" aria-labelledby="establishment-info-title">
      <h2 id="establishment-info-title">Informations générales</h2>
      <div className="establishment-grid">
        <TextField
          label="Nom"
          isRequired
          maxLength={100}
          value={profile.name}
          onChange={(name) => onChange({ name })}
          isInvalid={nameError !== undefined}
          errorMessage={nameError}
        />
        <TextField
          label="Adresse"
          maxLength={200}
          value={profile.address}
          onChange={(address) => onChange({ address })}
        />
        <TextField
          label="Téléphone"
          type="tel"
          maxLength={30}
          value={profile.phone}
          onChange={(phone) => onChange({ phone })}
        />
        <TextField
          label="E-mail"
          type="email"
          maxLength={254}
          value={profile.email}
          onChange={(email) => onChange({ email })}
        />
      </div>
      <TextField
        label="Description"
        multiline
        rows={3}
        maxLength={1000}
        value={profile.description}
        onChange={(description) => onChange({ description })}
      />
      <fieldset className="establishment-emojis">
        <legend>Emoji de l&apos;établissement</legend>
        <div className="establishment-emojis__grid">
          {EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="establishment-emojis__choice"
              aria-pressed={profile.emoji === emoji}
              aria-label={emoji}
              onClick={() => onChange({ emoji })}
            >
              {emoji}
            </button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
