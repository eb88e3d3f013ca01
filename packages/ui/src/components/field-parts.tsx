import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import type { ValidationResult } from 'react-aria-components';

export type ErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** The label of a field, with a visible star when required (the input itself carries `required`). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="ui-field__label">
      {children}
      {isRequired ? (
        <span className="ui-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </Label>
  );
}

/**
 * Description and error of a field. react-aria links both to the control with aria-describedby; the error shows
 * when the field is invalid (isInvalid, or the native validation after a submit).
 */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: ErrorMessage;
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">
        {(validation) => (
          <>
            <CircleAlert className="ui-field__error-icon" aria-hidden="true" />
            <span>
              {typeof errorMessage === 'function'
                ? errorMessage(validation)
                : (errorMessage ?? validation.validationErrors.join(' '))}
            </span>
          </>
        )}
      </FieldError>
    </>
  );
}
