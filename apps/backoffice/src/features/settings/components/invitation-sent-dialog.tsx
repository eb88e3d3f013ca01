import { SETTINGS_MESSAGES as S } from '@app/domain';
import { Button, Dialog, TextField, useToast } from '@app/ui';

/** « Invitation envoyée »: the link, also mailed, to copy ('📋 Lien copié !'). */
export function InvitationSentDialog({
  email,
  link,
  onClose,
}: {
  email: string;
  link: string;
  onClose(): void;
}) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(S.linkCopied);
    } catch {
      toast.error('Erreur lors de la copie du lien');
    }
  };
  return (
    <Dialog
      title="Invitation envoyée"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="settings-form">
        <p>Un e-mail d&apos;invitation a été envoyé à {email}. Le lien est valable 7 jours.</p>
        <TextField label="Lien d'invitation" value={link} isReadOnly />
        <div className="settings-form__actions">
          <Button onPress={() => void copy()}>Copier le lien</Button>
          <Button variant="primary" onPress={onClose}>
            Terminé
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
