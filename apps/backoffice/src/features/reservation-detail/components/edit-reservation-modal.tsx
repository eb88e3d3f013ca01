import {
  BASIC_EMAIL_PATTERN,
  EditReservationFormSchema,
  MAX_STAFF_PARTY_SIZE,
  RESERVATION_MESSAGES,
  RESERVATION_STATUS_TABLE,
  STAFF_SETTABLE_STATUSES,
  checkStaffStatusTiming,
  firstErrorMessage,
  isDateString,
  isTimeString,
  splitFullName,
  staffStatusAvailability,
  GLOSSARY,
} from '@app/domain';
import type { EditReservationForm, Reservation, ReservationStatus } from '@app/domain';
import { Modal, useNow } from '@app/ui';
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
  /** The clock the status choices are checked against (tests pin it); the current time by default. */
  now?: Date;
  /** The tab it opens on (« Détails » when staff asked to edit the notes); « Infos de base » by default. */
  initialTab?: EditReservationTab;
}

/** The modal's tabs. */
export type EditReservationTab = 'base' | 'contact' | 'details' | 'history';
type Tab = EditReservationTab;
const TABS: [Tab, string][] = [
  ['base', 'Infos de base'],
  ['contact', 'Contact'],
  ['details', 'Détails'],
  ['history', 'Historique'],
];

/** The disabled statuses grouped by reason: « Installée, Terminée : Une réservation ne peut… ». */
function unavailableLines(
  availability: ReturnType<typeof staffStatusAvailability>,
): { statuses: string; reason: string }[] {
  const byReason = new Map<string, string[]>();
  for (const s of STAFF_SETTABLE_STATUSES) {
    const { allowed, reason } = availability[s];
    if (allowed || !reason) continue;
    byReason.set(reason, [...(byReason.get(reason) ?? []), RESERVATION_STATUS_TABLE[s].label]);
  }
  return [...byReason].map(([reason, labels]) => ({ statuses: labels.join(', '), reason }));
}

/**
 * The detail page's edit modal (staff-operations §2 variant 2, §5): an e-mail that fails the basic pattern
 * disables the save button, which then reads 'Email invalide'; party size 1 to 200; the six statuses, those
 * the timing rule forbids at the form's date and time disabled with their reason under the list.
 */
export function EditReservationModal({
  reservation: r,
  currentUid,
  creatorName,
  onSave,
  onClose,
  now: pinnedNow,
  initialTab = 'base',
}: EditReservationModalProps) {
  const clock = useNow();
  const now = pinnedNow ?? clock;
  const names =
    r.customerFirstName || r.customerLastName
      ? { firstName: r.customerFirstName ?? '', lastName: r.customerLastName ?? '' }
      : splitFullName({ name: r.customerName });
  const [tab, setTab] = useState<Tab>(initialTab);
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
  // The statuses are checked at the date and time being typed, once they are complete.
  const when = {
    date: isDateString(form.date) ? form.date : r.date,
    time: isTimeString(form.time) ? form.time : r.time,
  };
  const availability = staffStatusAvailability({ reservation: { status: r.status, ...when }, now });
  const unavailable = unavailableLines(availability);
  const moved = when.date !== r.date || when.time !== r.time;
  // The chosen status must suit the new date and time, including the current one when the date moved.
  const statusProblem =
    status !== r.status || moved ? checkStaffStatusTiming({ reservation: when, to: status, now }) : null;

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
            disabled={busy || emailInvalid || statusProblem !== null}
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
                aria-describedby={unavailable.length ? 'detail-edit-status-hint' : undefined}
                aria-invalid={statusProblem !== null}
                onChange={(e) => setStatus(e.target.value as ReservationStatus)}
              >
                {STAFF_SETTABLE_STATUSES.map((s) => (
                  <option key={s} value={s} disabled={!availability[s].allowed && s !== status}>
                    {RESERVATION_STATUS_TABLE[s].label}
                  </option>
                ))}
              </select>
              {unavailable.length ? (
                <ul id="detail-edit-status-hint" className="field-hint" data-testid="status-hint">
                  {unavailable.map((line) => (
                    <li key={line.reason}>
                      {line.statuses} : {line.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
              {statusProblem ? (
                <p className="field-error" role="alert">
                  <StatusIcon kind="error" />
                  {statusProblem.message}
                </p>
              ) : null}
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
