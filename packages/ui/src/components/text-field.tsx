import type { ReactNode } from 'react';
import { Input, TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from './class-names';
import { FieldHelp, FieldLabel } from './field-parts';
import type { ErrorMessage } from './field-parts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  /** Help under the field, read by screen readers after the label. */
  description?: ReactNode;
  /** Shown when the field is invalid; defaults to the browser's (French) validation message. */
  errorMessage?: ErrorMessage;
  placeholder?: string;
  /** A multi-line field (notes, review answers). */
  multiline?: boolean;
  rows?: number;
  className?: string;
}

/** A labelled text input with its description and error wired by aria-describedby. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 3,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx('ui-field', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea className="ui-input ui-input--multiline" placeholder={placeholder} rows={rows} />
      ) : (
        <Input className="ui-input" placeholder={placeholder} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
