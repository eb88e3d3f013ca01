import { TextField } from '@app/ui';

/** A number typed as text ('0,5' accepted), with a hint under it; blank means « the default ». */
export function NumberField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      maxLength={12}
      value={value}
      onChange={onChange}
      description={hint}
      className="settings-number"
    />
  );
}
