import {
  BASIC_EMAIL_PATTERN,
  EditReservationFormSchema,
  MAX_STAFF_PARTY_SIZE,
  RESERVATION_MESSAGES,
  RESERVATION_STATUS_TABLE,
  STAFF_SETTABLE_STATUSES,
  firstErrorMessage,
  splitFullName,
  GLOSSARY,
} from '@app/domain';
import type { EditReservationForm, Reservation, ReservationStatus } from '@app/domain';
import { Modal } from '@app/ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { StatusHistory } from '../../../components/status-history';
import { StatusIcon } from '../../../components/status-icon';

export interface EditReservationModalProps {
  reservation: Reservation;
  currentUid: string;
  creatorName: string;
  onSave(form: EditReservationForm, status: ReservationStatus): Promise<void>;
  onClose(): void;
}

type Tab = 'base' | 'contact' | 'details' | 'history';
const TABS: [Tab, string][] = [
  ['base', 'Infos de base'],
  ['contact', 'Contact'],
  ['details', 'Détails'],
  ['history', 'Historique'],
];

/**
 * The detail page's edit modal (staff-operations §2 variant 2, §5): an e-mail that fails the basic pattern
 * disables the save button, which then reads 'Email invalide'; party size 1 to 200; any of the six statuses.
 */
export function EditReservationModal({
  reservation: r,
  currentUid,
  creatorName,
  onSave,
  onClose,
}: EditReservationModalProps) {
  const names =
    r.customerFirstName || r.customerLastName
      ? { firstName: r.customerFirstName ?? '', lastName: r.customerLastName ?? '' }
      : splitFullName({ name: r.customerName });
  const [tab, setTab] = useState<Tab>('base');
  const [status, setStatus] = useState<ReservationStatus>(r.status);
  const [form, setForm] = useState({
    customerLastName: names.lastName,
    customerFirstName: names.firstName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    date: r.date,
    time: r.time,
    partySize: r.partySize,
    specialRequests: r.specialRequests,
    terrace: r.terrace,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const emailInvalid =
    form.customerEmail.trim() !== '' && !BASIC_EMAIL_PATTERN.test(form.customerEmail.trim());

  async function save() {
    const parsed = EditReservationFormSchema.safeParse(form);
    if (!parsed.success) {
      setError(firstErrorMessage(parsed) ?? RESERVATION_MESSAGES.detailUpdateError);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSave(parsed.data, status);
    } catch {
      setBusy(false);
    }
  }

  const text = (
    key: 'customerLastName' | 'customerFirstName' | 'customerEmail' | 'customerPhone' | 'date' | 'time',
    label: string,
    type: string,
    extra?: ReactNode,
  ) => (
    <div className="field">
      <label htmlFor={`detail-edit-${key}`}>{label} *</label>
      <input
        id={`detail-edit-${key}`}
        type={type}
        required={key !== 'customerEmail'}
        aria-invalid={key === 'customerEmail' && emailInvalid}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
      />
      {extra}
    </div>
  );

  return (
    <Modal
      title="Modifier la réservation"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Annuler
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || emailInvalid}
            onClick={() => void save()}
          >
            {emailInvalid
              ? RESERVATION_MESSAGES.invalidEmailButton
              : busy
                ? 'Enregistrement...'
                : 'Enregistrer'}
          </button>
        </>
      }
    >
      <div className="tabs" role="tablist" aria-label="Modifier la réservation">
        {TABS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="edit-panel">
        {tab === 'base' ? (
          <>
            {text('date', 'Date', 'date')}
            {text('time', 'Heure', 'time')}
            <div className="field">
              <label htmlFor="detail-edit-party">Nombre de personnes *</label>
              <input
                id="detail-edit-party"
                type="number"
                min={1}
                max={MAX_STAFF_PARTY_SIZE}
                value={Number.isFinite(form.partySize) ? form.partySize : ''}
                onChange={(e) => set('partySize', e.target.valueAsNumber)}
              />
            </div>
            <div className="field">
              <label htmlFor="detail-edit-status">Statut</label>
              <select
                id="detail-edit-status"
                value={status}
                onChange={(e) => setStatus(e.target.value as ReservationStatus)}
              >
                {STAFF_SETTABLE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {RESERVATION_STATUS_TABLE[s].label}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        {tab === 'contact' ? (
          <>
            {text('customerLastName', 'Nom', 'text')}
            {text('customerFirstName', 'Prénom', 'text')}
            {text(
              'customerEmail',
              GLOSSARY.email,
              'email',
              emailInvalid ? (
                <p className="field-error" role="alert">
                  <StatusIcon kind="error" />
                  {RESERVATION_MESSAGES.invalidEmail}
                </p>
              ) : null,
            )}
            {text('customerPhone', 'Téléphone', 'tel')}
          </>
        ) : null}
        {tab === 'details' ? (
          <>
            <div className="field">
              <label htmlFor="detail-edit-requests">{GLOSSARY.specialRequests}</label>
              <textarea
                id="detail-edit-requests"
                rows={4}
                value={form.specialRequests}
                onChange={(e) => set('specialRequests', e.target.value)}
              />
            </div>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={form.terrace}
                onChange={(e) => set('terrace', e.target.checked)}
              />{' '}
              Terrasse
            </label>
          </>
        ) : null}
        {tab === 'history' ? (
          <StatusHistory reservation={r} currentUid={currentUid} creatorName={creatorName} />
        ) : null}
        {error ? (
          <p className="form-error" role="alert">
            <StatusIcon kind="error" />
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
