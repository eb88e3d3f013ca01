import type { TabletAccountPending } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { Button, TextField, useNow } from '@app/ui';
import { ArrowLeft, Check, Mail } from '@app/ui/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';

const CODE_LENGTH = 6;

export interface AccountCodeStepProps {
  pending: TabletAccountPending;
  /** The refusal of the last confirmation ('Code incorrect', expired, too many attempts...). */
  confirmError: string | null;
  isConfirming: boolean;
  onConfirm: (code: string) => void;
  /** A new code was asked for: its outcome (sent, or the server's refusal). */
  resendStatus: { ok: boolean; message: string } | null;
  isResending: boolean;
  onResend: () => void;
  onEdit: () => void;
}

/** The code mailed to the new customer: « Confirmer » with its 6 digits creates the account. */
export function AccountCodeStep({
  pending,
  confirmError,
  isConfirming,
  onConfirm,
  resendStatus,
  isResending,
  onResend,
  onEdit,
}: AccountCodeStepProps) {
  const [code, setCode] = useState('');
  // « Renvoyer le code » only once the server's 5 minutes since the last code are over; until then, how long.
  const now = useNow(15_000);
  const waitMs = Date.parse(pending.resendAvailableAt) - now.getTime();
  const complete = code.length === CODE_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !isConfirming) onConfirm(code);
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="account-code__sent" role="status">
        {MESSAGES.tablet.accountCodeSent(pending.email)}
      </p>
      <p className="account-form__hint">Saisissez le code reçu par email, ou confirmez depuis l'email.</p>
      <TextField
        label="Code de confirmation"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        isInvalid={confirmError !== null}
        errorMessage={confirmError ?? undefined}
        className="account-code__field"
        autoFocus
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        icon={Check}
        isBlock
        isDisabled={!complete}
        isLoading={isConfirming}
      >
        Confirmer
      </Button>
      {resendStatus ? (
        <p className={`tablet-notice tablet-notice--${resendStatus.ok ? 'success' : 'error'}`} role="status">
          {resendStatus.message}
        </p>
      ) : null}
      <div className="account-code__actions">
        {waitMs > 0 ? (
          <p className="account-form__hint" aria-live="polite">
            {MESSAGES.login.resendLocked(Math.ceil(waitMs / 60_000))}
          </p>
        ) : (
          <Button variant="ghost" icon={Mail} onPress={onResend} isLoading={isResending}>
            Renvoyer le code
          </Button>
        )}
        <Button variant="ghost" icon={ArrowLeft} onPress={onEdit}>
          Modifier mes informations
        </Button>
      </div>
    </form>
  );
}
