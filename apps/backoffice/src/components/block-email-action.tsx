import { ONLINE_GUARD_TEXTS as T } from '@app/domain';
import { Button, Dialog } from '@app/ui';
import { Ban } from '@app/ui/icons';
import { useState } from 'react';
import { useBlockGuestEmail } from '../hooks/use-block-guest-email';

export interface BlockEmailActionProps {
  restaurantId: string;
  /** The request or sign-up whose address is blocked: the server reads the address from it. */
  target: { reservationId: string } | { waitlistEntryId: string };
  /** The address, as staff read it on the row. */
  email: string;
  /** After the block (the waitlist reads itself again). */
  onBlocked?(): void;
}

/**
 * « Bloquer cette adresse e-mail » on a request or a sign-up held for staff (issue 49): asks first, saying what
 * it does (pending requests refused without an e-mail, waitlist places withdrawn, no more online requests from
 * it), then blocks and says how many requests it refused.
 */
export function BlockEmailAction({ restaurantId, target, email, onBlocked }: BlockEmailActionProps) {
  const [asking, setAsking] = useState(false);
  const block = useBlockGuestEmail(onBlocked);
  const confirm = () => block.mutate({ restaurantId, ...target }, { onSuccess: () => setAsking(false) });
  return (
    <>
      <Button size="sm" variant="ghost" icon={Ban} onPress={() => setAsking(true)}>
        {T.blockAction}
      </Button>
      {asking ? (
        <Dialog
          isOpen
          role="alertdialog"
          title={T.blockTitle}
          onOpenChange={(open) => (open ? undefined : setAsking(false))}
          footer={() => (
            <>
              <Button variant="secondary" onPress={() => setAsking(false)} isDisabled={block.isPending}>
                {T.cancel}
              </Button>
              <Button variant="danger" onPress={confirm} isLoading={block.isPending}>
                {T.blockConfirm}
              </Button>
            </>
          )}
        >
          <p className="block-email__body">{T.blockBody(email)}</p>
        </Dialog>
      ) : null}
    </>
  );
}
