import {
  MAX_REFUSAL_TEXT_LENGTH,
  RESERVATION_MESSAGES,
  REFUSAL_MAIL_SENTENCES,
  REFUSAL_REASON_LABELS,
  REFUSAL_REASONS,
  formatGuests,
} from '@app/domain';
import type { RefusalReason, Reservation } from '@app/domain';
import { Button, Checkbox, Dialog, RadioGroup, TextField } from '@app/ui';
import { useState } from 'react';

export interface RefusalChoice {
  reason: RefusalReason;
  otherText?: string;
  notifyCustomer: boolean;
}

export interface RefusalDialogProps {
  reservation: Reservation;
  busy: boolean;
  onConfirm(choice: RefusalChoice): void;
  onClose(): void;
}

/**
 * Refusing a request is a decision the guest reads: a reason to choose (the sentence their e-mail will carry),
 * whether to e-mail them (on by default), and a clearly named button, away from « Confirmer ».
 */
export function RefusalDialog({ reservation, busy, onConfirm, onClose }: RefusalDialogProps) {
  const [reason, setReason] = useState<RefusalReason>('full');
  const [otherText, setOtherText] = useState('');
  const [notify, setNotify] = useState(true);
  const [missingText, setMissingText] = useState(false);
  const hasEmail = Boolean(reservation.customerEmail);
  const name =
    reservation.customerName ||
    `${reservation.customerFirstName ?? ''} ${reservation.customerLastName ?? ''}`;

  function submit() {
    if (reason === 'other' && !otherText.trim()) {
      setMissingText(true);
      document.getElementById('refusal-other-text')?.focus();
      return;
    }
    onConfirm({
      reason,
      ...(reason === 'other' ? { otherText: otherText.trim() } : {}),
      notifyCustomer: hasEmail && notify,
    });
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      role="alertdialog"
      title="Refuser la demande"
      footer={() => (
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Garder la demande
          </Button>
          <Button variant="danger" onPress={submit} isDisabled={busy}>
            {busy ? 'Refus...' : 'Refuser la demande'}
          </Button>
        </>
      )}
    >
      <p className="refusal-dialog__who">
        {name.trim()} · {reservation.date.split('-').reverse().join('/')} à {reservation.time} ·{' '}
        {formatGuests({ count: reservation.partySize })}
      </p>
      <RadioGroup
        label="Motif du refus"
        value={reason}
        onChange={(value) => {
          setReason(value as RefusalReason);
          setMissingText(false);
        }}
        options={REFUSAL_REASONS.map((value) => ({ value, label: REFUSAL_REASON_LABELS[value] }))}
      />
      {reason === 'other' ? (
        <TextField
          id="refusal-other-text"
          label="Motif à indiquer au client"
          multiline
          rows={3}
          maxLength={MAX_REFUSAL_TEXT_LENGTH}
          value={otherText}
          onChange={(value) => {
            setOtherText(value);
            if (value.trim()) setMissingText(false);
          }}
          isRequired
          isInvalid={missingText}
          errorMessage={RESERVATION_MESSAGES.refusalOtherTextRequired}
        />
      ) : (
        <p className="refusal-dialog__sentence muted">« {REFUSAL_MAIL_SENTENCES[reason]} »</p>
      )}
      {hasEmail ? (
        <Checkbox isSelected={notify} onChange={setNotify}>
          Prévenir le client par e-mail
        </Checkbox>
      ) : (
        <p className="muted">Pas d'e-mail pour ce client : prévenez-le par téléphone.</p>
      )}
    </Dialog>
  );
}
