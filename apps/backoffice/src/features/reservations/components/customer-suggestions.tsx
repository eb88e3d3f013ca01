import { formatPhoneNumber } from '@app/domain';
import type { RestaurantCustomer } from '@app/domain';
import type { KeyboardEvent } from 'react';

/**
 * « Clients existants »: the venue's customers matching what is typed, under the field; a press fills the form
 * (the mouse-down keeps the field's focus, so the list does not close before the click).
 */
export function CustomerSuggestions({
  suggestions,
  onPick,
}: {
  suggestions: readonly RestaurantCustomer[];
  onPick(customer: RestaurantCustomer): void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <ul className="suggestions" role="listbox" aria-label="Clients existants">
      {suggestions.map((c) => (
        <li key={c.id} role="option" aria-selected="false">
          <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => onPick(c)}>
            <strong>{c.name || `${c.firstName} ${c.lastName}`}</strong>{' '}
            <span className="muted">{c.email || formatPhoneNumber({ phone: c.phone })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A field's keydown: Escape while its suggestions are open closes them and nothing else (issue 48, defect 4). The
 * event is marked handled, so the dialog around it stays open with what was typed.
 */
export function escapeClosesSuggestions(open: boolean, close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };
}
