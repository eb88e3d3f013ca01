import {
  BILL_APPROVAL_MESSAGES,
  SPEND_MESSAGES,
  INTEGRATION_MESSAGES,
  formatEuros,
  parseBillAmount,
} from '@app/domain';
import type { Reservation } from '@app/domain';
import { Button, Dialog, useToast } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BillField } from '../../../components/bill-field';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { PendingBillPanel } from './pending-bill-panel';

/**
 * The bill of a completed booking on its page: the amount entered (or « Aucune addition saisie ») and
 * « Saisir / Modifier l’addition », which sends the corrected bill (blank: taken back) to `setReservationBill`;
 * the live booking then shows it, and its history the change. A bill above the venue's ceiling waits
 * (PendingBillPanel, issue 49). Archived bookings are shown only.
 */
export function BillSection({ reservation: r }: { reservation: Reservation }) {
  const callables = useCallables();
  const toast = useToast();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const amount = r.amountSpent ?? 0;
  const readOnly = r.archived || r.isArchived;
  const save = useMutation({
    mutationKey: ['setReservationBill'],
    networkMode: 'always',
    mutationFn: (amountSpent: number | null) =>
      callables.setReservationBill({ reservationId: r.id, amountSpent }),
    onSuccess: (result, amountSpent) => {
      setText(null);
      if (result.held)
        toast.info(
          BILL_APPROVAL_MESSAGES.held(
            formatEuros({ amount: amountSpent ?? 0 }),
            formatEuros({ amount: result.ceiling ?? 0 }),
          ),
        );
      else toast.success(result.amount > 0 ? SPEND_MESSAGES.billSaved : SPEND_MESSAGES.billRemoved);
    },
    onError: (err) => toast.error(SPEND_MESSAGES.billError, { title: toUserMessage(err) }),
  });

  function submit() {
    const parsed = parseBillAmount({ text: text ?? '' });
    if (!parsed.ok) {
      setError(parsed.message);
      document.getElementById('detail-bill')?.focus();
      return;
    }
    save.mutate(parsed.amount);
  }

  return (
    <div>
      <dt>Addition</dt>
      <dd>
        {amount > 0 ? formatEuros({ amount }) : <span className="muted">{SPEND_MESSAGES.billNone}</span>}{' '}
        {r.billSource === 'till' ? (
          <span className="muted">{INTEGRATION_MESSAGES.tillBillLabel} </span>
        ) : null}
        {readOnly ? null : (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              setError(null);
              setText(amount > 0 ? String(amount.toFixed(2)).replace('.', ',') : '');
            }}
          >
            {amount > 0 ? SPEND_MESSAGES.billEdit : SPEND_MESSAGES.billAdd}
          </Button>
        )}
      </dd>
      {r.pendingBill ? (
        <dd>
          <PendingBillPanel reservationId={r.id} pending={r.pendingBill} />
        </dd>
      ) : null}
      {text !== null ? (
        <Dialog
          isOpen
          onOpenChange={(open) => (open ? undefined : setText(null))}
          title={amount > 0 ? SPEND_MESSAGES.billEdit : SPEND_MESSAGES.billAdd}
          footer={() => (
            <>
              <Button variant="secondary" onPress={() => setText(null)} isDisabled={save.isPending}>
                Retour
              </Button>
              <Button variant="primary" onPress={submit} isDisabled={save.isPending}>
                {SPEND_MESSAGES.billSave}
              </Button>
            </>
          )}
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <BillField
              id="detail-bill"
              value={text}
              autoFocus
              error={error}
              onChange={(value) => {
                setText(value);
                setError(null);
              }}
            />
          </form>
        </Dialog>
      ) : null}
    </div>
  );
}
