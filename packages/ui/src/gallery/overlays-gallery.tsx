import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import { Dialog, DialogTrigger } from '../components/dialog';
import { Sheet } from '../components/sheet';
import { TextField } from '../components/text-field';
import { useToast } from '../toast-provider';
import { GalleryRow, GallerySection } from './gallery-section';

/** Dialog, sheet and the four toast kinds. Needs the app's ToastProvider. */
export function OverlaysGallery() {
  const toast = useToast();
  return (
    <>
      <GallerySection title="Dialogue" id="dialog">
        <DialogTrigger>
          <Button>Ouvrir le dialogue</Button>
          <Dialog
            title="Confirmer l’annulation"
            role="alertdialog"
            footer={(close) => (
              <>
                <Button onPress={close}>Garder la réservation</Button>
                <Button variant="danger" onPress={close}>
                  Oui, annuler
                </Button>
              </>
            )}
          >
            <p>Marie Dupont sera prévenue par e-mail.</p>
          </Dialog>
        </DialogTrigger>
      </GallerySection>

      <GallerySection title="Panneau plein écran" id="sheet">
        <DialogTrigger>
          <Button>Ouvrir le panneau</Button>
          <Sheet
            title="Filtres"
            footer={(close) => (
              <Button variant="primary" onPress={close}>
                Appliquer
              </Button>
            )}
          >
            <div className="ui-gallery__grid">
              <TextField label="Rechercher un client" />
              <Checkbox>Seulement les VIP</Checkbox>
            </div>
          </Sheet>
        </DialogTrigger>
      </GallerySection>

      <GallerySection title="Messages de retour" id="toast">
        <GalleryRow label="Succès, information, avertissement, erreur">
          <Button onPress={() => toast.success('Réservation confirmée')}>Afficher un succès</Button>
          <Button onPress={() => toast.info('Nouvelle réservation en attente')}>
            Afficher une information
          </Button>
          <Button onPress={() => toast.warning('Service du soir presque complet')}>
            Afficher un avertissement
          </Button>
          <Button onPress={() => toast.error('Créneau complet')}>Afficher une erreur</Button>
        </GalleryRow>
      </GallerySection>
    </>
  );
}
