import { SPEND_MESSAGES } from '@app/domain';
import { TextField } from '@app/ui';

export interface BillFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  /** The message to show under the field (a typed amount refused), or null. */
  error: string | null;
  autoFocus?: boolean;
}

/** The bill as staff type it (« 86,50 »): euros with a decimal comma, optional; its mistakes said in French. */
export function BillField({ id, value, onChange, error, autoFocus }: BillFieldProps) {
  return (
    <TextField
      id={id}
      label={SPEND_MESSAGES.billLabel}
      description={SPEND_MESSAGES.billHint}
      inputMode="decimal"
      autoComplete="off"
      maxLength={16}
      value={value}
      onChange={onChange}
      autoFocus={autoFocus}
      isInvalid={error !== null}
      errorMessage={error ?? undefined}
    />
  );
}
