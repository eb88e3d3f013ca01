import { Button, Dialog, useToast } from '@app/ui';

/** The signing secret of a new or rotated subscription, shown once, with a copy button. */
export function WebhookSecretDialog({
  secret,
  title,
  note,
  onClose,
}: {
  secret: string | null;
  title: string;
  note?: string;
  onClose: () => void;
}) {
  const toast = useToast();
  return (
    <Dialog
      title={title}
      isOpen={secret !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {(close) => (
        <div className="webhooks__secret">
          <p>Copiez-le maintenant : il ne sera plus jamais affiché.</p>
          {note ? <p>{note}</p> : null}
          <code aria-label="Secret de signature">{secret}</code>
          <div className="webhooks__secret-actions">
            <Button
              variant="secondary"
              onPress={() =>
                void navigator.clipboard?.writeText(secret ?? '').then(() => toast.success('Secret copié'))
              }
            >
              Copier
            </Button>
            <Button onPress={close}>J’ai copié le secret</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
