import { TIMELINE_MESSAGES } from '@app/domain';
import { Button, Modal, Stepper, TextField, useToast } from '@app/ui';
import { Phone, Sofa } from '@app/ui/icons';
import { useState, type FormEvent } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { tableClashOf } from '../../../lib/table-clash';

export interface FreeCellDialogProps {
  restaurantId: string;
  table: string;
  seats: number;
  time: string;
  /** Walk-ins are seated now: offered on today's grid only. */
  today: boolean;
  onPhoneBooking(): void;
  onClose(): void;
}

/**
 * A free cell tapped: seat guests without a booking at that table now (« Client sans réservation », a name and a
 * party size; the server refuses a table held then, naming who holds it, and staff may insist), or open the
 * phone booking at that table and time.
 */
export function FreeCellDialog({
  restaurantId,
  table,
  seats,
  time,
  today,
  onPhoneBooking,
  onClose,
}: FreeCellDialogProps) {
  const callables = useCallables();
  const toast = useToast();
  const [partySize, setPartySize] = useState(Math.min(Math.max(seats, 1), 2));
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; clash: boolean } | null>(null);

  async function seat(force: boolean) {
    setBusy(true);
    try {
      await callables.seatWalkIn({
        restaurantId,
        tables: [table],
        partySize,
        customerName: name.trim(),
        ...(force ? { force: true } : {}),
      });
      toast.success(TIMELINE_MESSAGES.walkInSeated(table));
      onClose();
    } catch (caught) {
      const clash = tableClashOf(caught);
      setError({ message: clash?.message ?? toUserMessage(caught), clash: clash !== null });
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void seat(false);
  };

  return (
    <Modal title={TIMELINE_MESSAGES.freeCell(table, time)} onClose={onClose}>
      {today ? (
        <form className="tl-walk-in" onSubmit={submit} aria-labelledby="tl-walk-in-title">
          <h3 id="tl-walk-in-title">{TIMELINE_MESSAGES.walkIn}</h3>
          <Stepper
            label="Personnes"
            minValue={1}
            maxValue={200}
            value={partySize}
            onChange={(value) => setPartySize(Number.isFinite(value) ? value : 1)}
            decrementLabel="Une personne de moins"
            incrementLabel="Une personne de plus"
          />
          <TextField label="Nom (facultatif)" value={name} onChange={setName} maxLength={100} />
          {error ? (
            <div className="tl-walk-in__error" role="alert">
              <p>{error.message}</p>
              {error.clash ? (
                <Button size="sm" variant="danger" isDisabled={busy} onPress={() => void seat(true)}>
                  Installer quand même
                </Button>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" variant="primary" icon={Sofa} isLoading={busy}>
            {`Installer à la table ${table}`}
          </Button>
        </form>
      ) : (
        <p className="tl-walk-in__note">{TIMELINE_MESSAGES.walkInNotToday}</p>
      )}
      <div className="tl-walk-in__phone">
        <Button icon={Phone} onPress={onPhoneBooking}>
          {TIMELINE_MESSAGES.phoneBooking}
        </Button>
      </div>
    </Modal>
  );
}
