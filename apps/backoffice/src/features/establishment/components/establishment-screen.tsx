import type { Restaurant, RestaurantBookingSettings } from '@app/domain';
import {
  ESTABLISHMENT_MESSAGES as E,
  parseGpsPosition,
  RestaurantBookingSettingsSchema,
  SETTINGS_MESSAGES,
} from '@app/domain';
import { Button, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useSaveEstablishment } from '../api/use-establishment';
import '../establishment.css';
import { draftFrom, isDirty, saveInputOf, type EstablishmentDraft } from '../establishment-draft';
import { AvailabilityModeSection } from './availability-mode-section';
import { BookingParamsSection } from './booking-params-section';
import { GeneralInfoSection } from './general-info-section';
import { ImagesSection } from './images-section';
import { LinksSection } from './links-section';
import { OpeningHoursSection } from './opening-hours-section';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { WidgetSection } from './widget-section';

type SettingsErrors = Partial<Record<keyof RestaurantBookingSettings, string>>;

/** The settings' refusals by field (capacity ≥ 1, delay 0–72 h, online party 1–50). */
function settingsErrors(settings: EstablishmentDraft['settings']): SettingsErrors {
  const checked = RestaurantBookingSettingsSchema.safeParse(settings);
  if (checked.success) return {};
  const errors: SettingsErrors = {};
  for (const issue of checked.error.issues) {
    const key = issue.path[0] as keyof RestaurantBookingSettings;
    const messages: Partial<Record<keyof RestaurantBookingSettings, string>> = {
      maxCapacityPerDay: E.capacityMin,
      bookingCutoffHours: E.cutoffRange,
      maxOnlineReservation: E.onlineMaxRange,
    };
    errors[key] ??= messages[key] ?? issue.message;
  }
  return errors;
}

/**
 * « Établissement » (administration §2): general information, opening hours and slots, logo and images, booking
 * parameters, « Disponibilités en ligne » (« Par couverts » or « Par tables »), and links, with one floating save for everything (disabled while unchanged) and a warning before
 * leaving with unsaved changes. A failed save keeps the edits ('❌ Erreur lors de la sauvegarde').
 */
export function EstablishmentScreen({
  restaurant,
  settings,
  children,
  onSaved,
}: {
  restaurant: Restaurant & { id: string };
  settings: RestaurantBookingSettings;
  /** Shown after the links (the paired tablets). */
  children?: React.ReactNode;
  /** After a save: the menu's selector shows the new name and emoji. */
  onSaved?: () => void;
}) {
  const [saved, setSaved] = useState<EstablishmentDraft>(() => draftFrom(restaurant, settings));
  const [draft, setDraft] = useState<EstablishmentDraft>(saved);
  const save = useSaveEstablishment(restaurant.id);
  const toast = useToast();
  const dirty = isDirty(saved, draft);
  const errors = settingsErrors(draft.settings);
  const nameError =
    draft.profile.name.trim() === '' ? SETTINGS_MESSAGES.establishmentNameRequired : undefined;
  const position = parseGpsPosition({ text: draft.locationText });
  const locationError = position.ok ? undefined : position.message;
  const invalid = nameError !== undefined || locationError !== undefined || Object.keys(errors).length > 0;

  const setProfile = (patch: Partial<EstablishmentDraft['profile']>) =>
    setDraft((current) => ({ ...current, profile: { ...current.profile, ...patch } }));
  const setSettings = (patch: Partial<EstablishmentDraft['settings']>) =>
    setDraft((current) => ({ ...current, settings: { ...current.settings, ...patch } }));
  const uploaded = (kind: 'logo' | 'image', url: string) => {
    const apply = (d: EstablishmentDraft): EstablishmentDraft => ({
      ...d,
      profile:
        kind === 'logo' ? { ...d.profile, logo: url } : { ...d.profile, images: [...d.profile.images, url] },
    });
    setSaved(apply);
    setDraft(apply);
    toast.success(kind === 'logo' ? 'Logo enregistré' : 'Image ajoutée');
  };
  const submit = () => {
    if (invalid) {
      toast.error(nameError ?? Object.values(errors)[0] ?? locationError ?? E.saveError);
      return;
    }
    save.mutate(saveInputOf(restaurant.id, saved, draft), {
      onSuccess: () => {
        setSaved(draft);
        toast.success('✅ Établissement enregistré');
        onSaved?.();
      },
      onError: (error) => toast.error(toUserMessage(error, E.saveError)),
    });
  };

  return (
    <div className="establishment">
      <GeneralInfoSection profile={draft.profile} nameError={nameError} onChange={setProfile} />
      <OpeningHoursSection
        hours={draft.settings.openingHours}
        onChange={(openingHours) => setSettings({ openingHours })}
      />
      <ImagesSection
        restaurantId={restaurant.id}
        name={draft.profile.name}
        emoji={draft.profile.emoji}
        logo={draft.profile.logo}
        images={draft.profile.images}
        onUploaded={uploaded}
        onChange={setProfile}
      />
      <BookingParamsSection
        settings={draft.settings}
        locationText={draft.locationText}
        errors={errors}
        locationError={locationError}
        onChange={setSettings}
        onLocationTextChange={(locationText) => setDraft((current) => ({ ...current, locationText }))}
      />
      <AvailabilityModeSection settings={draft.settings} errors={errors} onChange={setSettings} />
      <LinksSection restaurantId={restaurant.id} slug={restaurant.slug} />
      <WidgetSection slug={restaurant.slug} />
      {children}
      <div className="establishment-save" role="region" aria-label="Enregistrement">
        <span className="establishment-save__state">
          {dirty ? 'Modifications non enregistrées' : 'Tout est enregistré'}
        </span>
        <Button variant="primary" isDisabled={!dirty} isLoading={save.isPending} onPress={submit}>
          Enregistrer
        </Button>
      </div>
      <UnsavedChangesGuard when={dirty && !save.isPending} />
    </div>
  );
}
