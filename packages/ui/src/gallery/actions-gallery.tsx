import { useState } from 'react';
import { Button } from '../components/button';
import { IconButton } from '../components/icon-button';
import { Menu } from '../components/menu';
import { Check, Mail, Map as MapIcon, Pencil, Phone, ScanLine, Trash, X } from '../icons';
import { GalleryRow, GallerySection } from './gallery-section';

/** Buttons, icon buttons and menus in every state. */
export function ActionsGallery() {
  const [saving, setSaving] = useState(false);
  const [lastAction, setLastAction] = useState('aucune');

  function save() {
    setSaving(true);
    setTimeout(() => setSaving(false), 2000);
  }

  return (
    <>
      <GallerySection title="Bouton" id="button">
        <GalleryRow label="Variantes">
          <Button variant="primary" icon={Check}>
            Confirmer la réservation
          </Button>
          <Button variant="secondary">Modifier</Button>
          <Button variant="ghost">Plus tard</Button>
          <Button variant="danger" icon={X}>
            Annuler la réservation
          </Button>
        </GalleryRow>
        <GalleryRow label="Tailles">
          <Button size="sm">Petit</Button>
          <Button size="md">Moyen</Button>
          <Button size="lg">Grand</Button>
        </GalleryRow>
        <GalleryRow label="États : désactivé, chargement, focus visible">
          <Button isDisabled>Indisponible</Button>
          <Button variant="primary" isLoading={saving} onPress={save}>
            Enregistrer
          </Button>
          <Button variant="primary" isLoading>
            Envoi en cours
          </Button>
          <Button className="ui-focus-ring">Focus visible</Button>
        </GalleryRow>
      </GallerySection>

      <GallerySection title="Bouton icône" id="icon-button">
        <GalleryRow label="Variantes et état désactivé">
          <IconButton label="Appeler le client" icon={Phone} />
          <IconButton label="Modifier la note" icon={Pencil} variant="secondary" />
          <IconButton label="Supprimer la note" icon={Trash} variant="danger" />
          <IconButton label="Scanner (indisponible)" icon={ScanLine} isDisabled />
        </GalleryRow>
      </GallerySection>

      <GallerySection title="Menu" id="menu">
        <GalleryRow label="Bouton icône ou texte, élément désactivé, action dangereuse">
          <Menu
            label="Actions de la réservation"
            iconOnly
            onAction={(id) => setLastAction(id)}
            items={[
              { id: 'Confirmer', label: 'Confirmer', icon: Check },
              { id: 'Déplacer', label: 'Déplacer', icon: MapIcon },
              { id: 'Envoyer un e-mail', label: 'Envoyer un e-mail', icon: Mail },
              { id: 'Archiver', label: 'Archiver', isDisabled: true },
              { id: 'Annuler', label: 'Annuler', icon: X, isDanger: true },
            ]}
          />
          <Menu
            label="Exporter"
            onAction={(id) => setLastAction(id)}
            items={[
              { id: 'Exporter en PDF', label: 'Exporter en PDF' },
              { id: 'Exporter en CSV', label: 'Exporter en CSV' },
            ]}
          />
        </GalleryRow>
        <p role="status">Dernière action : {lastAction}</p>
      </GallerySection>
    </>
  );
}
