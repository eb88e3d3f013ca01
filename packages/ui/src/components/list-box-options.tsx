import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Text } from 'react-aria-components';

export interface Option {
  id: string;
  label: string;
  description?: string;
}

/** The options of a Select or ComboBox popover, with a check on the selected one. */
export function ListBoxOptions({ items, emptyText }: { items?: Option[]; emptyText?: ReactNode }) {
  return (
    <ListBox
      className="ui-listbox"
      // Inside a ComboBox the items come from its context (filtered): do not override them with undefined.
      {...(items ? { items } : {})}
      renderEmptyState={emptyText ? () => <p className="ui-listbox__empty">{emptyText}</p> : undefined}
    >
      {(item: Option) => (
        <ListBoxItem id={item.id} textValue={item.label} className="ui-listbox__item">
          {({ isSelected }) => (
            <>
              {/* Slots: the option is named by its label alone and described by its line (screen readers). */}
              <span className="ui-listbox__text">
                <Text slot="label">{item.label}</Text>
                {item.description ? (
                  <Text slot="description" className="ui-listbox__description">
                    {item.description}
                  </Text>
                ) : null}
              </span>
              {isSelected ? <Check className="ui-listbox__check" aria-hidden="true" /> : null}
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
