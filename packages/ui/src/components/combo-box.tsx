import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  I18nProvider,
  Input,
  Popover,
} from 'react-aria-components';
import type { ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { cx } from './class-names';
import { FieldHelp, FieldLabel } from './field-parts';
import type { ErrorMessage } from './field-parts';
import { ListBoxOptions } from './list-box-options';
import type { Option } from './list-box-options';

export interface ComboBoxProps extends Omit<
  AriaComboBoxProps<Option>,
  'className' | 'style' | 'children' | 'defaultItems' | 'items'
> {
  label: ReactNode;
  /** Suggestions, filtered as the user types (contains, ignoring case and accents' width). */
  options: Option[];
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  placeholder?: string;
  /** Said and shown when nothing matches. */
  emptyText?: ReactNode;
  /** Label of the button that shows every suggestion. */
  showAllLabel?: string;
  className?: string;
}

/** A text field with suggestions (combobox + listbox): arrows move in the list, Enter picks, Escape closes. */
export function ComboBox({
  label,
  options,
  description,
  errorMessage,
  placeholder,
  emptyText = 'Aucune suggestion',
  showAllLabel = 'Afficher les suggestions',
  className,
  ...props
}: ComboBoxProps) {
  return (
    <I18nProvider locale="fr-FR">
      <AriaComboBox
        {...props}
        defaultItems={options}
        allowsEmptyCollection
        className={cx('ui-field', className)}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <div className="ui-input ui-combobox__group">
          <Input className="ui-combobox__input" placeholder={placeholder} />
          <AriaButton className="ui-combobox__button" aria-label={showAllLabel}>
            <ChevronDown aria-hidden="true" />
          </AriaButton>
        </div>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className="ui-popover ui-popover--match-width">
          <ListBoxOptions emptyText={emptyText} />
        </Popover>
      </AriaComboBox>
    </I18nProvider>
  );
}
