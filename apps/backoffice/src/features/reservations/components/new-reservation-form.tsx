import { RESERVATION_MESSAGES, TABLE_MESSAGES, GLOSSARY } from '@app/domain';
import type { RestaurantCustomer, StaffCreateReservationInput } from '@app/domain';
import { Modal } from '@app/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { StatusIcon } from '../../../components/status-icon';
import { TableConflictNotice } from '../../../components/table-conflict-notice';
import { FormSubmitError } from '../../../lib/form-submit-error';
import { useStaffDaySlots } from '../hooks/use-staff-day-slots';
import { checkNewReservation, firstFaultyField, isFormField } from '../new-reservation-validation';
import type { FieldErrors, NewReservationField } from '../new-reservation-validation';
import { suggestCustomers } from '../suggest-customers';
import type { SuggestionField } from '../suggest-customers';
import { CustomerSuggestions, escapeClosesSuggestions } from './customer-suggestions';
import { FieldError } from './field-error';
import { PartySizeField } from './party-size-field';
import { ReservationTimeField } from './reservation-time-field';
import { TerraceLanguageFields } from './terrace-language-fields';
import '../new-reservation-form.css';

export interface NewReservationFormProps {
  restaurantId: string | null;
  date: string;
  today: string;
  /** Table chosen on the floor plan, if any. */
  tableId?: string;
  /** Time chosen on the timeline's free cell, if any ('HH:MM'). */
  time?: string;
  customers: readonly RestaurantCustomer[];
  /**
   * Creates the booking; rejects with the French message to show (a FormSubmitError naming a field puts it
   * under that field).
   */
  onSubmit(input: StaffCreateReservationInput & { force?: boolean }): Promise<void>;
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
  locale: StaffCreateReservationInput['locale'];
};

/** The element that takes the focus for a faulty field (the party stepper has no input: its « + »). */
const focusId = (field: NewReservationField) => (field === 'partySize' ? 'new-party-plus' : `new-${field}`);
const errorId = (field: NewReservationField) => `new-${field}-error`;

/**
 * The full-screen 'Nouvelle réservation' form: the spec's required fields checked as the server checks them,
 * each fault under its field (the first one focused), the day's slots with their covers left, and the
 * customer suggestions.
 */
export function NewReservationForm({
  restaurantId,
  date,
  today,
  tableId,
  time = '',
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
    time,
    partySize: 2,
    terrace: false,
    specialRequests: '',
    locale: undefined,
  });
  const [active, setActive] = useState<SuggestionField | null>(null);
  const [escapedText, setEscapedText] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: NewReservationField } | null>(null);
  const [busy, setBusy] = useState(false);
  /** The server's refusal of the table chosen on the plan, and the booking to make all the same. */
  const [clash, setClash] = useState<{ message: string; input: StaffCreateReservationInput } | null>(null);
  const slots = useStaffDaySlots(restaurantId, draft.date);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusId(focusRequest.field))?.focus();
  }, [focusRequest]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A corrected field stops saying it is wrong; the phone-or-e-mail rule belongs to both.
    const cleared: string[] =
      key === 'customerEmail' ? ['customerEmail', 'customerPhone'] : isFormField(key) ? [key] : [];
    setErrors((e) =>
      cleared.some((f) => f in e)
        ? (Object.fromEntries(Object.entries(e).filter(([f]) => !cleared.includes(f))) as FieldErrors)
        : e,
    );
  };

  const suggestionText =
    active === 'name'
      ? draft.customerLastName
      : active === 'email'
        ? draft.customerEmail
        : draft.customerPhone;
  const shown = active && suggestionText !== escapedText;
  const suggestions = shown ? suggestCustomers(customers, active, suggestionText) : [];

  function pick(customer: RestaurantCustomer) {
    setDraft((d) => ({
      ...d,
      customerLastName: customer.lastName || customer.name,
      customerFirstName: customer.firstName,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    }));
    // The customer fields are filled: their faults are gone, the others stay.
    setErrors(({ date, time, partySize, specialRequests }) =>
      Object.fromEntries(
        Object.entries({ date, time, partySize, specialRequests }).filter(([, m]) => m !== undefined),
      ),
    );
    setActive(null);
  }

  function showErrors(fieldErrors: FieldErrors, message: string | null) {
    setErrors(fieldErrors);
    setFormError(message);
    const first = firstFaultyField(fieldErrors);
    if (first) setFocusRequest({ field: first });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkNewReservation(
      { ...draft, restaurantId: restaurantId ?? '', tableId: tableId ?? '' },
      today,
    );
    if (!checked.ok) {
      showErrors(checked.fieldErrors, checked.formError ?? null);
      return;
    }
    showErrors({}, null);
    await send(checked.input, false);
  }

  async function send(input: StaffCreateReservationInput, force: boolean) {
    setBusy(true);
    setClash(null);
    try {
      await onSubmit(force ? { ...input, force } : input);
    } catch (err) {
      const message = err instanceof Error ? err.message : RESERVATION_MESSAGES.creationError();
      const field = err instanceof FormSubmitError ? err.field : undefined;
      if (err instanceof FormSubmitError && err.tableClash) setClash({ message, input });
      else if (isFormField(field)) showErrors({ [field]: message }, null);
      else showErrors({}, message);
      setBusy(false);
    }
  }

  /** aria-describedby of a field: its own message, or the one it shares (phone or e-mail). */
  const describedBy = (field: NewReservationField) => {
    if (errors[field]) return errorId(field);
    if (field === 'customerEmail' && errors.customerPhone && !draft.customerEmail)
      return errorId('customerPhone');
    return undefined;
  };

  const field = (
    id: 'customerLastName' | 'customerFirstName' | 'customerPhone' | 'customerEmail',
    label: string,
    type: string,
    required: boolean,
    suggest?: SuggestionField,
  ) => {
    const described = describedBy(id);
    const open = !!suggest && active === suggest && suggestions.length > 0;
    return (
      <div className="field field--suggest">
        <label htmlFor={`new-${id}`}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={`new-${id}`}
          type={type}
          required={required}
          value={draft[id]}
          autoComplete="off"
          aria-invalid={described ? true : undefined}
          aria-describedby={described}
          onChange={(e) => set(id, e.target.value)}
          onFocus={() => setActive(suggest ?? null)}
          onBlur={() => setActive(null)}
          onKeyDown={escapeClosesSuggestions(open, () => setEscapedText(suggestionText))}
        />
        <FieldError id={errorId(id)} message={errors[id]} />
        {suggest && active === suggest ? (
          <CustomerSuggestions suggestions={suggestions} onPick={pick} />
        ) : null}
      </div>
    );
  };

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
      <form id="new-reservation" className="form-grid new-reservation" onSubmit={submit} noValidate>
        {formError ? (
          <div className="form-error form-grid__wide" role="alert" data-testid="form-errors">
            <StatusIcon kind="error" />
            <div>
              <strong>{RESERVATION_MESSAGES.formErrorsTitle}</strong>
              <p>{formError}</p>
            </div>
          </div>
        ) : null}
        {clash ? (
          <div className="form-grid__wide">
            <TableConflictNotice
              message={clash.message}
              busy={busy}
              dismissLabel="Réserver sans cette table"
              onForce={() => void send(clash.input, true)}
              onDismiss={() => void send({ ...clash.input, tableId: '' }, false)}
            />
          </div>
        ) : null}
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
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={describedBy('date')}
            onChange={(e) => set('date', e.target.value)}
          />
          <FieldError id={errorId('date')} message={errors.date} />
        </div>
        <ReservationTimeField
          value={draft.time}
          onChange={(time) => set('time', time)}
          partySize={draft.partySize}
          slots={slots}
          error={errors.time}
        />
        <PartySizeField
          value={draft.partySize}
          onChange={(partySize) => set('partySize', partySize)}
          error={errors.partySize}
        />
        <TerraceLanguageFields terrace={draft.terrace} locale={draft.locale} onChange={set} />
        <div className="field form-grid__wide">
          <label htmlFor="new-specialRequests">{GLOSSARY.specialRequests}</label>
          <textarea
            id="new-specialRequests"
            rows={3}
            value={draft.specialRequests}
            aria-invalid={errors.specialRequests ? true : undefined}
            aria-describedby={describedBy('specialRequests')}
            onChange={(e) => set('specialRequests', e.target.value)}
          />
          <FieldError id={errorId('specialRequests')} message={errors.specialRequests} />
        </div>
      </form>
    </Modal>
  );
}
