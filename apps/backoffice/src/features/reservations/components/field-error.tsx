import { StatusIcon } from '../../../components/status-icon';

/** A field's error under it, with the error icon; the field points to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      <StatusIcon kind="error" />
      {message}
    </p>
  );
}
