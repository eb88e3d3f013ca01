import type { TabletLookupResult } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { errorText } from '../../../lib/call-errors';
import { contactKey, lookupContact } from './contact';
import type { Contact } from './contact';

export type FoundCustomer = Extract<TabletLookupResult, { found: true }>;

/** What the visit modal shows under the fields. */
export type LookupView =
  | { kind: 'short' }
  | { kind: 'searching' }
  | { kind: 'found'; customer: FoundCustomer }
  | { kind: 'not-found'; message: string }
  /** Several accounts hold the phone typed: the e-mail decides (the kiosk never guesses whose visit it is). */
  | { kind: 'ask-email'; message: string }
  | { kind: 'error'; message: string };

/** The lookup query's state, as react-query gives it. */
export interface LookupState {
  data: TabletLookupResult | undefined;
  error: unknown;
  isError: boolean;
}

/**
 * The panel for what is typed now: too short, still searching (typing not settled or the answer not back yet),
 * found, not found, or a failed lookup.
 */
export function lookupView({
  typed,
  looked,
  query,
}: {
  typed: Contact;
  /** The debounced contact the query is for (null: too short). */
  looked: Contact | null;
  query: LookupState;
}): LookupView {
  const current = lookupContact(typed);
  if (current === null) return { kind: 'short' };
  if (looked === null || contactKey(looked) !== contactKey(current)) return { kind: 'searching' };
  if (query.isError) return { kind: 'error', message: errorText(query.error, MESSAGES.generic.unavailable) };
  if (!query.data) return { kind: 'searching' };
  if (!query.data.found && query.data.askEmail)
    return { kind: 'ask-email', message: query.data.message || MESSAGES.tablet.severalAccounts };
  if (!query.data.found)
    return { kind: 'not-found', message: query.data.message || MESSAGES.tablet.customerNotFound };
  return { kind: 'found', customer: query.data };
}

/**
 * The Save button: its label says what is missing ('Téléphone ou email requis', 'Client requis'). A customer
 * whose last visit is too recent cannot be saved: the panel says why once, right above it.
 */
export function saveButton(view: LookupView, busy: boolean): { label: string; disabled: boolean } {
  switch (view.kind) {
    case 'short':
      return { label: MESSAGES.tablet.contactRequired, disabled: true };
    case 'not-found':
    case 'ask-email':
    case 'error':
      return { label: MESSAGES.tablet.customerRequired, disabled: true };
    case 'searching':
      return { label: 'Enregistrer', disabled: true };
    case 'found':
      return { label: 'Enregistrer', disabled: busy || !view.customer.visitAllowed };
  }
}
