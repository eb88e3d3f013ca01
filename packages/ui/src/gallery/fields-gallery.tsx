import { CalendarDate } from '@internationalized/date';
import { ComboBox } from '../components/combo-box';
import { DatePicker } from '../components/date-picker';
import { Select } from '../components/select';
import { Stepper } from '../components/stepper';
import { TextField } from '../components/text-field';
import { GalleryRow, GallerySection } from './gallery-section';

const rooms = [
  { id: 'salle', label: 'Salle principale' },
  { id: 'terrasse', label: 'Terrasse', description: 'Ouverte d’avril à octobre' },
  { id: 'bar', label: 'Bar' },
  { id: 'salon', label: 'Salon privé' },
];

const customers = ['Marie Dupont', 'Marc Durand', 'Julie Moreau', 'Karim Benali', 'Sophie Martin'].map(
  (name) => ({ id: name, label: name }),
);

/** Text, choice-list, suggestion, date and quantity fields in every state. */
export function FieldsGallery() {
  return (
    <>
      <GallerySection title="Champ texte" id="text-field">
        <div className="ui-gallery__grid">
          <TextField label="Nom du client" description="Tel qu’il apparaîtra sur la réservation" isRequired />
          <TextField
            label="Téléphone"
            defaultValue="06 12"
            isInvalid
            errorMessage="Numéro de téléphone invalide"
          />
          <TextField label="Code établissement" defaultValue="RESTO-01" isDisabled />
          <TextField label="Note interne" multiline placeholder="Allergies, occasion…" />
        </div>
      </GallerySection>

      <GallerySection title="Liste déroulante" id="select">
        <div className="ui-gallery__grid">
          <Select label="Salle" options={rooms} description="Où installer les clients" />
          <Select label="Zone" options={rooms} isInvalid errorMessage="Choisissez une zone" />
          <Select label="Service" options={rooms} isDisabled />
        </div>
      </GallerySection>

      <GallerySection title="Champ avec suggestions" id="combobox">
        <div className="ui-gallery__grid">
          <ComboBox
            label="Client"
            options={customers}
            description="Tapez le début d’un nom"
            emptyText="Aucun client trouvé"
          />
        </div>
      </GallerySection>

      <GallerySection title="Sélecteur de date" id="date-picker">
        <div className="ui-gallery__grid">
          <DatePicker label="Date de réservation" defaultValue={new CalendarDate(2026, 5, 14)} />
          <DatePicker label="Date de visite" isInvalid errorMessage="Choisissez une date" />
          <DatePicker label="Date de création" defaultValue={new CalendarDate(2026, 1, 5)} isDisabled />
        </div>
      </GallerySection>

      <GallerySection title="Sélecteur de quantité" id="stepper">
        <GalleryRow label="Bornes 1 à 12, désactivé">
          <Stepper
            label="Nombre de couverts"
            defaultValue={2}
            minValue={1}
            maxValue={12}
            description="De 1 à 12 personnes"
          />
          <Stepper label="Chaises hautes" defaultValue={0} minValue={0} maxValue={4} isDisabled />
        </GalleryRow>
      </GallerySection>
    </>
  );
}
