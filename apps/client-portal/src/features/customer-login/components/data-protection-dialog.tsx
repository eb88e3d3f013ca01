import { Button, Dialog } from '@app/ui';
import { paths } from '../../../routes/paths';

/**
 * The data-protection notice of the login page (customer-flows §2): what is kept, why, for how long, the
 * customer's rights, and the full privacy notice.
 */
export function DataProtectionDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog
      title="Protection de vos données"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <Button variant="primary" onPress={close}>
          J'ai compris
        </Button>
      )}
    >
      <div className="data-protection">
        <h3>Ce que nous conservons</h3>
        <p>
          Vos nom, prénom, e-mail et téléphone, et si vous les donnez votre date de naissance et votre code
          postal ; vos réservations, vos points de fidélité, vos bons et vos avis dans chaque restaurant où
          vous êtes venu. Votre mot de passe n'est jamais gardé en clair.
        </p>
        <h3>Pourquoi</h3>
        <p>
          Pour gérer vos réservations, vous envoyer leurs confirmations, tenir votre programme de fidélité et,
          seulement si vous l'acceptez, vous envoyer les offres du restaurant.
        </p>
        <h3>Combien de temps</h3>
        <p>
          Tant que votre compte est actif, puis 3 ans après votre dernière activité. Les codes de connexion
          expirent après 10 minutes.
        </p>
        <h3>Vos droits</h3>
        <p>
          Vous pouvez consulter, corriger ou faire effacer vos données, vous opposer à leur usage ou en
          demander une copie, depuis votre espace ou auprès du restaurant, et saisir la CNIL.
        </p>
        <p>
          <a href={paths.privacy} target="_blank" rel="noreferrer">
            Lire la politique de confidentialité
          </a>
        </p>
      </div>
    </Dialog>
  );
}
