import {
  RESERVATION_MESSAGES,
  STAFF_RESERVATION_TIMES,
  StaffCreateReservationInputSchema,
  TABLE_MESSAGES,
  firstErrorMessage,
  formatPhoneNumber,
  GLOSSARY,
} from '@app/domain';
import type { Customer, StaffCreateReservationInput } from '@app/domain';
import { Modal } from '@app/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { suggestCustomers } from '../suggest-customers';
import type { SuggestionField } from '../suggest-customers';
import { StatusIcon } from '../../../components/status-icon';

export interface NewReservationFormProps {
  restaurantId: string | null;
  date: string;
  today: string;
  /** Table chosen on the floor plan, if any. */
  tableId?: string;
  customers: readonly Customer[];
  /** Creates the booking; rejects with the French message to show. */
  onSubmit(input: StaffCreateReservationInput): Promise<void>;
  onClose(): void;
}

type Draft = {
  customerLastName: string;
  customerFirstName: string;
  customerPhone: string;
  customerEmail: string;
  date: string;
  time: string;
  partySize: number;
  terrace: boolean;
  specialRequests: string;
};

/** The full-screen 'Nouvelle réservation' form with its validation and the customer suggestions. */
export function NewReservationForm({
  restaurantId,
  date,
  today,
  tableId,
  customers,
  onSubmit,
  onClose,
}: NewReservationFormProps) {
  const [draft, setDraft] = useState<Draft>({
    customerLastName: '',
    customerFirstName: '',
    customerPhone: '',
    customerEmail: '',
    date: date < today ? today : date,
    time: '',
    partySize: 2,
    terrace: false,
    specialRequests: '',
  });
  const [active, setActive] = useState<SuggestionField | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const suggestionText =
    active === 'name'
      ? draft.customerLastName
      : active === 'email'
        ? draft.customerEmail
        : draft.customerPhone;
  const suggestions = active ? suggestCustomers(customers, active, suggestionText) : [];

  function pick(customer: Customer) {
    setDraft((d) => ({
      ...d,
      customerLastName: customer.lastName || customer.name,
      customerFirstName: customer.firstName,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    }));
    setActive(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = StaffCreateReservationInputSchema.safeParse({
      ...draft,
      restaurantId: restaurantId ?? '',
      tableId: tableId ?? '',
    });
    if (!parsed.success) {
      setError(firstErrorMessage(parsed) ?? RESERVATION_MESSAGES.creationError());
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (err) {
      setError(err instanceof Error ? err.message : RESERVATION_MESSAGES.creationError());
      setBusy(false);
    }
  }

  const suggestionList =
    suggestions.length > 0 ? (
      <ul className="suggestions" role="listbox" aria-label="Clients existants">
        {suggestions.map((c) => (
          <li key={c.id} role="option" aria-selected="false">
            <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => pick(c)}>
              <strong>{c.name || `${c.firstName} ${c.lastName}`}</strong>{' '}
              <span className="muted">{c.email || formatPhoneNumber({ phone: c.phone })}</span>
            </button>
          </li>
        ))}
      </ul>
    ) : null;

  const field = (
    id: keyof Draft,
    label: string,
    type: string,
    required: boolean,
    suggest?: SuggestionField,
  ) => (
    <div className="field field--suggest">
      <label htmlFor={`new-${id}`}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`new-${id}`}
        type={type}
        required={required}
        value={String(draft[id])}
        autoComplete="off"
        onChange={(e) => set(id, e.target.value as never)}
        onFocus={() => setActive(suggest ?? null)}
        onBlur={() => setActive(null)}
      />
      {suggest && active === suggest ? suggestionList : null}
    </div>
  );

  return (
    <Modal
      title={tableId ? TABLE_MESSAGES.newReservationAtTable(tableId) : 'Nouvelle réservation'}
      onClose={onClose}
      fullScreen
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Annuler
          </button>
          <button type="submit" form="new-reservation" className="button button--primary" disabled={busy}>
            {busy ? 'Création...' : 'Créer la réservation'}
          </button>
        </>
      }
    >
      <form id="new-reservation" className="form-grid" onSubmit={submit} noValidate>
        {field('customerLastName', 'Nom', 'text', true, 'name')}
        {field('customerFirstName', 'Prénom', 'text', true)}
        {field('customerPhone', 'Téléphone', 'tel', true, 'phone')}
        {field('customerEmail', GLOSSARY.email, 'email', false, 'email')}
        <div className="field">
          <label htmlFor="new-date">
            Date<span aria-hidden="true"> *</span>
          </label>
          <input
            id="new-date"
            type="date"
            required
            min={today}
            value={draft.date}
            onChange={(e) => set('date', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="new-time">
            Heure<span aria-hidden="true"> *</span>
          </label>
          <select id="new-time" required value={draft.time} onChange={(e) => set('time', e.target.value)}>
            <option value="">Choisir une heure</option>
            {STAFF_RESERVATION_TIMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <span className="field-label" id="new-party-label">
            Nombre de personnes<span aria-hidden="true"> *</span>
          </span>
          <div className="stepper" role="group" aria-labelledby="new-party-label">
            <button
              type="button"
              className="icon-button"
              aria-label="Une personne de moins"
              disabled={draft.partySize <= 1}
              onClick={() => set('partySize', Math.max(1, draft.partySize - 1))}
            >
              −
            </button>
            <output aria-live="polite">{draft.partySize}</output>
            <button
              type="button"
              className="icon-button"
              aria-label="Une personne de plus"
              onClick={() => set('partySize', draft.partySize + 1)}
            >
              +
            </button>
          </div>
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={draft.terrace} onChange={(e) => set('terrace', e.target.checked)} />{' '}
          Terrasse
        </label>
        <div className="field form-grid__wide">
          <label htmlFor="new-requests">{GLOSSARY.specialRequests}</label>
          <textarea
            id="new-requests"
            rows={3}
            value={draft.specialRequests}
            onChange={(e) => set('specialRequests', e.target.value)}
          />
        </div>
        {error ? (
          <p className="form-error form-grid__wide" role="alert">
            <StatusIcon kind="error" />
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
