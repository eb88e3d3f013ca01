import { Checkbox } from '../components/checkbox';
import { RadioGroup } from '../components/radio-group';
import { Switch } from '../components/switch';
import { ToggleChips } from '../components/toggle-chips';
import { useState } from 'react';
import { GalleryRow, GallerySection } from './gallery-section';

function ChipsDemo() {
  const [tags, setTags] = useState<string[]>(['VIP']);
  return (
    <ToggleChips
      label="Tags suggérés"
      options={['VIP', 'Habitué', 'Anniversaire', 'Allergie']}
      selected={tags}
      onToggle={(tag, on) =>
        setTags((current) => (on ? [...current, tag] : current.filter((t) => t !== tag)))
      }
    />
  );
}

/** Checkboxes, switches, toggle chips and radio groups in every state. */
export function ChoicesGallery() {
  return (
    <>
      <GallerySection title="Case à cocher" id="checkbox">
        <GalleryRow label="Défaut, cochée, erreur, désactivée">
          <Checkbox>Accepte les e-mails</Checkbox>
          <Checkbox defaultSelected>Client VIP</Checkbox>
          <Checkbox isInvalid>Allergies signalées</Checkbox>
          <Checkbox isDisabled defaultSelected>
            Compte vérifié
          </Checkbox>
        </GalleryRow>
      </GallerySection>

      <GallerySection title="Interrupteur" id="switch">
        <GalleryRow label="Activé, désactivé, indisponible">
          <Switch defaultSelected>Réservation en ligne</Switch>
          <Switch>Mode tablette</Switch>
          <Switch isDisabled>Synchronisation</Switch>
        </GalleryRow>
      </GallerySection>

      <GallerySection title="Puces à basculer" id="chips">
        <ChipsDemo />
      </GallerySection>

      <GallerySection title="Boutons radio" id="radio">
        <div className="ui-gallery__grid">
          <RadioGroup
            label="Service"
            defaultValue="midi"
            orientation="horizontal"
            options={[
              { value: 'midi', label: 'Midi' },
              { value: 'soir', label: 'Soir' },
            ]}
          />
          <RadioGroup
            label="Placement"
            isInvalid
            errorMessage="Choisissez un placement"
            options={[
              { value: 'interieur', label: 'Intérieur' },
              { value: 'exterieur', label: 'Extérieur' },
              { value: 'comptoir', label: 'Comptoir', isDisabled: true },
            ]}
          />
        </div>
      </GallerySection>
    </>
  );
}
