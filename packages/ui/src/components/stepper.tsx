import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Group, I18nProvider, Input, NumberField } from 'react-aria-components';
import type { NumberFieldProps } from 'react-aria-components';
import { cx } from './class-names';
import { FieldHelp, FieldLabel } from './field-parts';
import type { ErrorMessage } from './field-parts';

export interface StepperProps extends Omit<NumberFieldProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  decrementLabel?: string;
  incrementLabel?: string;
  className?: string;
}

/**
 * A quantity with − and + (party size, covers): a spin button, ArrowUp/ArrowDown step it, typing works too,
 * and the buttons are disabled at minValue and maxValue.
 */
export function Stepper({
  label,
  description,
  errorMessage,
  decrementLabel = 'Diminuer',
  incrementLabel = 'Augmenter',
  className,
  ...props
}: StepperProps) {
  return (
    <I18nProvider locale="fr-FR">
      <NumberField {...props} className={cx('ui-field ui-stepper', className)}>
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className="ui-stepper__group">
          <AriaButton
            slot="decrement"
            className="ui-icon-button ui-button--secondary"
            aria-label={decrementLabel}
          >
            <Minus aria-hidden="true" />
          </AriaButton>
          <Input className="ui-input ui-stepper__input" />
          <AriaButton
            slot="increment"
            className="ui-icon-button ui-button--secondary"
            aria-label={incrementLabel}
          >
            <Plus aria-hidden="true" />
          </AriaButton>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </NumberField>
    </I18nProvider>
  );
}
