import type { Room } from '@app/domain';
import { Button, Dialog } from '@app/ui';

/** The confirmation before a room and its elements leave the plan (administration §2). */
export function DeleteRoomDialog({
  room,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  room: Room | null;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onConfirm(room: Room): void;
}) {
  const count = room?.elements.length ?? 0;
  return (
    <Dialog
      isOpen={isOpen && room !== null}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Supprimer la salle ?"
      footer={(close) => (
        <>
          <Button onPress={close}>Annuler</Button>
          <Button
            variant="danger"
            onPress={() => {
              if (room) onConfirm(room);
              close();
            }}
          >
            Supprimer
          </Button>
        </>
      )}
    >
      <p>
        La salle « {room?.name} »{' '}
        {count === 0
          ? 'sera retirée'
          : count === 1
            ? 'et son élément seront retirés'
            : `et ses ${count} éléments seront retirés`}{' '}
        du plan. Vous pourrez encore annuler avant de sauvegarder.
      </p>
    </Dialog>
  );
}
