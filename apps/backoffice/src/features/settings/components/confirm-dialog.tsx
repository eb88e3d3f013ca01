import { Button, Dialog } from '@app/ui';

/** A confirmation before something that cannot be undone (delete an establishment, a user, an invitation). */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Dialog
      title={title}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <div className="settings-form">
        <p>{body}</p>
        <div className="settings-form__actions">
          <Button onPress={onClose}>Annuler</Button>
          <Button variant="danger" isLoading={busy} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
