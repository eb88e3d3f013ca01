import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  I18nProvider,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import { cx } from './class-names';
import { FieldHelp, FieldLabel } from './field-parts';
import type { ErrorMessage } from './field-parts';
import { ListBoxOptions } from './list-box-options';
import type { Option } from './list-box-options';

export interface SelectProps extends Omit<
  AriaSelectProps<Option, 'single'>,
  'className' | 'style' | 'children' | 'selectionMode'
> {
  label: ReactNode;
  options: Option[];
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  className?: string;
}

/** A list of options behind a button (listbox popup); type-ahead and arrows choose without opening it. */
export function Select({
  label,
  options,
  description,
  errorMessage,
  className,
  placeholder = 'Choisir…',
  ...props
}: SelectProps) {
  return (
    <I18nProvider locale="fr-FR">
      <AriaSelect {...props} placeholder={placeholder} className={cx('ui-field', className)}>
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <AriaButton className="ui-input ui-select__trigger">
          {/* The chosen option's label only: its description line stays in the list. */}
          <SelectValue className="ui-select__value">
            {({ isPlaceholder, selectedText, defaultChildren }) =>
              isPlaceholder ? defaultChildren : selectedText
            }
          </SelectValue>
          <ChevronDown className="ui-select__chevron" aria-hidden="true" />
        </AriaButton>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className="ui-popover ui-popover--match-width">
          <ListBoxOptions items={options} />
        </Popover>
      </AriaSelect>
    </I18nProvider>
  );
}
