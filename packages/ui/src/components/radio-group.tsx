import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type { RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { cx } from './class-names';
import { FieldHelp, FieldLabel } from './field-parts';
import type { ErrorMessage } from './field-parts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  options: RadioOption[];
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  className?: string;
}

/** One choice among a few visible options; arrow keys move the choice, Tab leaves the group. */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={cx('ui-field ui-radio-group', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className="ui-radio">
            <span className="ui-radio__dot" aria-hidden="true" />
            <span>{option.label}</span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
