import {
  staffLanguageLabel,
  OverlayEditReservationFormSchema,
  RESERVATION_MESSAGES,
  checkStaffStatusTiming,
  firstErrorMessage,
  isDateString,
  isTimeString,
  splitFullName,
  GLOSSARY,
} from '@app/domain';
import type { Reservation, UpdateReservationInput } from '@app/domain';
import { Modal, useNow } from '@app/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/status-badge';
import { StatusHistory } from '../../../components/status-history';
import { useCreatorName } from '../../../hooks/use-creator-name';
import { frenchDateTime } from '../../../lib/dates';
import { paths } from '../../../routes/paths';
import { StatusIcon } from '../../../components/status-icon';
import { ArrowRight } from '@app/ui/icons';

export interface ReservationDetailModalProps {
  reservation: Reservation;
  currentUid: string;
  onSave(input: UpdateReservationInput): Promise<void>;
  onClose(): void;
  /** The clock the status timing is checked against (tests pin it); the current time by default. */
  now?: Date;
}

/**
 * The row's detail (staff-operations §2, edit variant 1): tabs Détails (editable, creation, creator, table)
 * and Historique; only a party size of at least 1 is required here. Saving also syncs the customer record.
 * A new date or time that the booking's status does not suit (a seated booking moved to a later day) is
 * refused here as on the server: the reason shows under the form and saving is disabled.
 */
export function ReservationDetailModal({
  reservation: r,
  currentUid,
  onSave,
  onClose,
  now: pinnedNow,
}: ReservationDetailModalProps) {
  const clock = useNow();
  const now = pinnedNow ?? clock;
  const creatorName = useCreatorName(r.createdBy);
  const names =
    r.customerFirstName || r.customerLastName
      ? { firstName: r.customerFirstName ?? '', lastName: r.customerLastName ?? '' }
      : splitFullName({ name: r.customerName });
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const [draft, setDraft] = useState({
    customerLastName: names.lastName,
    customerFirstName: names.firstName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    date: r.date,
    time: r.time,
    partySize: r.partySize,
    terrace: r.terrace,
    specialRequests: r.specialRequests,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const when = {
    date: isDateString(draft.date) ? draft.date : r.date,
    time: isTimeString(draft.time) ? draft.time : r.time,
  };
  const moved = when.date !== r.date || when.time !== r.time;
  const statusProblem = moved ? checkStaffStatusTiming({ reservation: when, to: r.status, now }) : null;

  async function save() {
    const parsed = OverlayEditReservationFormSchema.safeParse(draft);
    if (!parsed.success) {
      setError(firstErrorMessage(parsed) ?? RESERVATION_MESSAGES.updateError);
      return;
    }
    setBusy(true);
    try {
      await onSave({ reservationId: r.id, changes: parsed.data, syncCustomer: true });
    } catch {
      setBusy(false);
    }
  }

  const input = (
    key: 'customerLastName' | 'customerFirstName' | 'customerEmail' | 'customerPhone' | 'date' | 'time',
    label: string,
    type = 'text',
  ) => (
    <div className="field">
      <label htmlFor={`edit-${key}`}>{label}</label>
      <input id={`edit-${key}`} type={type} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </div>
  );

  return (
    <Modal
      title={
        <>
          {r.customerName || 'Réservation'} <StatusBadge status={r.status} />
        </>
      }
      onClose={onClose}
      fullScreen
      footer={
        tab === 'details' ? (
          <>
            <button type="button" className="button" onClick={onClose}>
              Annuler
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy || statusProblem !== null}
              onClick={() => void save()}
            >
              {busy ? 'Enregistrement...' : 'Enregistrer'}
            </button>
          </>
        ) : undefined
      }
    >
      <div className="tabs" role="tablist" aria-label="Détail de la réservation">
        <button
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab === 'details'}
          onClick={() => setTab('details')}
        >
          Détails
        </button>
        <button
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab === 'history'}
          onClick={() => setTab('history')}
        >
          Historique
        </button>
      </div>
      {tab === 'details' ? (
        <div role="tabpanel" className="form-grid">
          {input('customerLastName', 'Nom')}
          {input('customerFirstName', 'Prénom')}
          {input('customerEmail', GLOSSARY.email, 'email')}
          {input('customerPhone', 'Téléphone', 'tel')}
          {input('date', 'Date', 'date')}
          {input('time', 'Heure', 'time')}
          <div className="field">
            <span className="field-label" id="edit-party-label">
              Nombre de personnes
            </span>
            <div className="stepper" role="group" aria-labelledby="edit-party-label">
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
            <input
              type="checkbox"
              checked={draft.terrace}
              onChange={(e) => set('terrace', e.target.checked)}
            />{' '}
            Terrasse
          </label>
          <div className="field form-grid__wide">
            <label htmlFor="edit-requests">{GLOSSARY.specialRequests}</label>
            <textarea
              id="edit-requests"
              rows={3}
              value={draft.specialRequests}
              onChange={(e) => set('specialRequests', e.target.value)}
            />
          </div>
          <dl className="facts form-grid__wide">
            <div>
              <dt>Créée le</dt>
              <dd>{frenchDateTime(r.createdAt)}</dd>
            </div>
            <div>
              <dt>Créée par</dt>
              <dd data-testid="creator">{creatorName}</dd>
            </div>
            <div>
              <dt>Table</dt>
              <dd>{r.tableId || 'Aucune table'}</dd>
            </div>
            {staffLanguageLabel({ locale: r.locale }) ? (
              <div>
                <dt>Langue du client</dt>
                <dd data-testid="guest-language">{staffLanguageLabel({ locale: r.locale })}</dd>
              </div>
            ) : null}
          </dl>
          {statusProblem ? (
            <p className="form-error form-grid__wide" role="alert" data-testid="status-timing-error">
              <StatusIcon kind="error" />
              {statusProblem.message}
            </p>
          ) : null}
          {error ? (
            <p className="form-error form-grid__wide" role="alert">
              <StatusIcon kind="error" />
              {error}
            </p>
          ) : null}
          <Link className="form-grid__wide" to={paths.reservation(r.id)}>
            Ouvrir la fiche complète <ArrowRight aria-hidden="true" className="link-icon" />
          </Link>
        </div>
      ) : (
        <div role="tabpanel">
          <StatusHistory reservation={r} currentUid={currentUid} creatorName={creatorName} />
        </div>
      )}
    </Modal>
  );
}
