import type { TabletAccountPending, TabletCreateAccountInput, TabletVisitResult } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { Dialog } from '@app/ui';
import { useRef, useState } from 'react';
import { errorText } from '../../../lib/call-errors';
import { attemptFor } from '../../../lib/request-id';
import type { RequestAttempt } from '../../../lib/request-id';
import { useConfirmAccount, useCreateAccount } from '../api/account-calls';
import { emptyAccount, readAccountForm } from '../hooks/account-form';
import type { AccountField, AccountValues } from '../hooks/account-form';
import { AccountCodeStep } from './account-code-step';
import { AccountForm } from './account-form';
import './account-dialog.css';

export interface AccountDialogProps {
  /** The venue of this kiosk: the offers box names it (the consent is given to it alone). */
  restaurantName: string;
  /** What the visit modal had typed, when it leads here. */
  prefill?: { phone?: string; email?: string };
  onClose: () => void;
  /** The account confirmed and the first visit counted: the points modal follows. */
  onDone: (result: TabletVisitResult) => void;
}

/**
 * « Créer mon compte VIP » (CRÉER UN COMPTE VIP): the form, then the code mailed to the address in the same modal;
 * the account exists only once the code is confirmed (ARCHITECTURE §8).
 */
export function AccountDialog({ restaurantName, prefill, onClose, onDone }: AccountDialogProps) {
  const [values, setValues] = useState<AccountValues>(() => emptyAccount(prefill));
  const [invalid, setInvalid] = useState<{ field: AccountField | null; message: string } | null>(null);
  const [sent, setSent] = useState<{ input: TabletCreateAccountInput; pending: TabletAccountPending } | null>(
    null,
  );
  const [resendStatus, setResendStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const create = useCreateAccount();
  const confirm = useConfirmAccount();
  const attempt = useRef<RequestAttempt | null>(null);

  const change = <K extends AccountField>(field: K, value: AccountValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const submitForm = () => {
    const read = readAccountForm(values);
    if (!read.ok) {
      setInvalid({ field: read.field, message: read.message });
      return;
    }
    setInvalid(null);
    create.mutate(read.input, {
      onSuccess: (pending) => setSent({ input: read.input, pending }),
      onError: (error) => setInvalid({ field: null, message: errorText(error, MESSAGES.registration.error) }),
    });
  };

  const confirmCode = (code: string) => {
    if (!sent) return;
    // One request id per code: sent again as is when the same code is retried after a lost connection.
    attempt.current = attemptFor(attempt.current, `${sent.pending.email}|${code}`);
    setResendStatus(null);
    confirm.mutate(
      { email: sent.pending.email, code, requestId: attempt.current.requestId },
      { onSuccess: (result) => onDone(result) },
    );
  };

  const resend = () => {
    if (!sent) return;
    setResendStatus(null);
    create.mutate(sent.input, {
      onSuccess: (pending) => {
        setSent({ input: sent.input, pending });
        setResendStatus({ ok: true, message: MESSAGES.login.codeResent });
      },
      onError: (error) =>
        setResendStatus({ ok: false, message: errorText(error, MESSAGES.login.resendCodeError) }),
    });
  };

  return (
    <Dialog
      title="Créer mon compte VIP"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      className="kiosk-dialog"
    >
      {sent ? (
        <AccountCodeStep
          pending={sent.pending}
          confirmError={confirm.isError ? errorText(confirm.error, MESSAGES.generic.unavailable) : null}
          isConfirming={confirm.isPending}
          onConfirm={confirmCode}
          resendStatus={resendStatus}
          isResending={create.isPending}
          onResend={resend}
          onEdit={() => {
            confirm.reset();
            setResendStatus(null);
            setSent(null);
          }}
        />
      ) : (
        <AccountForm
          restaurantName={restaurantName}
          values={values}
          onChange={change}
          invalid={invalid}
          isSending={create.isPending}
          onSubmit={submitForm}
        />
      )}
    </Dialog>
  );
}
