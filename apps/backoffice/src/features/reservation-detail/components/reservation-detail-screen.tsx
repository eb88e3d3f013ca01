import {
  MARK_COMPLETED,
  RESERVATION_MESSAGES,
  buildPhoneHref,
  computeCustomerHistoryStats,
  computeGuestLabels,
  computeLoyaltyLevel,
  formatCustomerDisplayName,
  formatLongDate,
  formatPoints,
  formatGuests,
  formatPhoneNumber,
  formatTableNumbers,
  isTableProposal,
  TIMELINE_MESSAGES,
  GLOSSARY,
  splitTableIds,
  formatDecimal,
} from '@app/domain';
import type { EditReservationForm, LoyaltyConfig, Reservation, ReservationStatus } from '@app/domain';
import { now as readNow, TierMark, useToast } from '@app/ui';
import { Users } from '@app/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DinerActionBadge } from '../../../components/diner-action-badge';
import { KeepProposalButton } from '../../../components/keep-proposal-button';
import { StatusBadge } from '../../../components/status-badge';
import { CompleteDialog } from '../../../components/complete-dialog';
import { StatusHistory } from '../../../components/status-history';
import { useCreatorName } from '../../../hooks/use-creator-name';
import { GuestFileCard } from '../../../components/guest-file/guest-file-card';
import { GuestLabelPills } from '../../../components/guest-file/guest-labels';
import { frenchDateTime } from '../../../lib/dates';
import { paths } from '../../../routes/paths';
import { useCustomerHistory } from '../hooks/use-customer-history';
import { visitsText } from '../visits-text';
import { BillSection } from './bill-section';
import { DetailStatusActions } from './detail-status-actions';
import { EditReservationModal, type EditReservationTab } from './edit-reservation-modal';
import '../reservation-detail.css';

export interface ReservationDetailScreenProps {
  reservation: Reservation;
  currentUid: string;
  loyaltyConfig: LoyaltyConfig | null;
  /** « Marquer comme terminée » with the bill typed in its dialog (null: none). */
  onMarkCompleted(amountSpent: number | null): Promise<void>;
  onSave(form: EditReservationForm, status: ReservationStatus): Promise<void>;
  /** Opens the table assignment, the same as the day screen's (its conflict rule and « Attribuer quand même »). */
  onTables(): void;
}

type Tab = 'reservation' | 'client' | 'history';

const SOURCE_LABELS: Record<string, string> = {
  online: 'Réservation en ligne',
  admin: 'Restaurant',
  tablet_declaration: 'Tablette (visite déclarée)',
};

/** /app/reservations/{id}: header, tabs Réservation / Client / Historique, and the bottom bar (§2). */
export function ReservationDetailScreen({
  reservation: r,
  currentUid,
  loyaltyConfig,
  onMarkCompleted,
  onSave,
  onTables,
}: ReservationDetailScreenProps) {
  const [tab, setTab] = useState<Tab>('reservation');
  const toast = useToast();
  // The edit modal, open on the tab it was asked for (null when closed).
  const [editing, setEditing] = useState<EditReservationTab | null>(null);
  const [completing, setCompleting] = useState(false);
  const [askingBill, setAskingBill] = useState(false);
  const creatorName = useCreatorName(r.createdBy);
  // The guest file of this restaurant (its view of the customer: points and visits counted here, never another
  // venue's), and the guest's other bookings here; the profile is one tap away.
  const { others, view, customerId: customerFileId } = useCustomerHistory(r);
  const name = formatCustomerDisplayName({
    name: r.customerName,
    firstName: r.customerFirstName,
    lastName: r.customerLastName,
  });
  const stats = computeCustomerHistoryStats({ reservations: [r, ...others], now: readNow() });
  const points = view?.points ?? 0;
  const level = loyaltyConfig ? computeLoyaltyLevel({ points, levels: loyaltyConfig.levels }) : null;
  // Honoured visits here, as the profile counts them (summarizeCustomerStats): completed and declared.
  const visits = view ? view.completed + view.visitsDeclared : 0;
  const tables = splitTableIds(r.tableId);

  // Notes are edited in the modal's « Détails » tab: it opens there, and the spec's info says where they are.
  function editNotes() {
    toast.info(
      r.specialRequests || r.notes
        ? RESERVATION_MESSAGES.useDetailsTab
        : RESERVATION_MESSAGES.useDetailsTabToAdd,
    );
    setEditing('details');
  }

  async function complete(amountSpent: number | null) {
    setAskingBill(false);
    setCompleting(true);
    try {
      await onMarkCompleted(amountSpent);
    } finally {
      setCompleting(false);
    }
  }

  return (
    <div className="detail">
      <header className="detail__header">
        <p className="detail__kicker">RÉSERVATION</p>
        <h1 className="detail__name">{name || 'Client sans nom'}</h1>
        {view ? (
          <p className="detail__labels" data-testid="detail-guest-labels">
            <GuestLabelPills labels={computeGuestLabels(view).labels} />
          </p>
        ) : null}
        <DetailStatusActions reservation={r} />
        <p className="detail__labels">
          <DinerActionBadge reservation={r} />
        </p>
        <p className="detail__when capitalize">
          {formatLongDate({ date: r.date })} à {r.time}
        </p>
        <p className="detail__facts">
          <span>
            <Users className="bo-icon" aria-hidden="true" /> {formatGuests({ count: r.partySize })}
          </span>
          {r.archived || r.isArchived ? (
            <span className="table-block">{formatTableNumbers({ tables }) || 'Aucune table'}</span>
          ) : (
            <button
              type="button"
              className="table-block"
              title={tables.length ? `Table ${tables.join(', ')}` : undefined}
              onClick={onTables}
            >
              {isTableProposal(r)
                ? TIMELINE_MESSAGES.historyProposed(tables.join(', '))
                : formatTableNumbers({ tables }) || 'Aucune table'}
            </button>
          )}
          <KeepProposalButton reservation={r} />
        </p>
      </header>
      <div className="tabs" role="tablist" aria-label="Fiche de réservation">
        {(
          [
            ['reservation', 'Réservation'],
            ['client', 'Client'],
            ['history', 'Historique'],
          ] as const
        ).map(([key, label]) => (
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
      <section role="tabpanel" className="detail__panel">
        {tab === 'reservation' ? (
          <dl className="facts facts--list">
            {r.status === 'COMPLETED' ? <BillSection reservation={r} /> : null}
            <div>
              <dt>Tags</dt>
              {view?.tags?.length ? <dd>{view.tags.join(', ')}</dd> : <dd className="muted">Aucun tag</dd>}
            </div>
            <div>
              <dt>Téléphone</dt>
              <dd>
                {r.customerPhone ? (
                  <a href={buildPhoneHref({ phone: r.customerPhone })}>
                    {formatPhoneNumber({ phone: r.customerPhone })}
                  </a>
                ) : (
                  'Non renseigné'
                )}
              </dd>
            </div>
            <div>
              <dt>{GLOSSARY.email}</dt>
              <dd>
                {r.customerEmail ? (
                  <a href={`mailto:${r.customerEmail}`}>{r.customerEmail}</a>
                ) : (
                  'Non renseigné'
                )}
              </dd>
            </div>
            <div>
              <dt>Note client</dt>
              <dd>{r.customerNote || view?.notes || '—'}</dd>
            </div>
            <div>
              <dt>Allergies</dt>
              <dd>{r.allergies || view?.allergies || '—'}</dd>
            </div>
            <div>
              <dt>Note de réservation</dt>
              <dd>
                {r.specialRequests || r.notes || '—'}
                {r.archived || r.isArchived ? null : (
                  <button type="button" className="button detail__note-edit" onClick={editNotes}>
                    {r.specialRequests || r.notes ? 'Modifier la note' : 'Ajouter une note'}
                  </button>
                )}
              </dd>
            </div>
            <div>
              <dt>Terrasse</dt>
              <dd>{r.terrace ? 'Oui' : 'Non'}</dd>
            </div>
            <div>
              <dt>Source</dt>
              <dd>
                {SOURCE_LABELS[r.source ?? ''] ?? (r.createdBy ? 'Restaurant' : 'Réservation en ligne')}
              </dd>
            </div>
            <div>
              <dt>Créée</dt>
              <dd>
                {frenchDateTime(r.createdAt)} par {creatorName}
              </dd>
            </div>
            {r.reminderSentAt ? (
              <div>
                <dt>Rappel</dt>
                <dd>
                  Envoyé le {frenchDateTime(r.reminderSentAt)}
                  {r.dinerConfirmedAt
                    ? ` · venue confirmée par le client${r.dinerConfirmedBy === 'sms' ? ' par SMS' : ''} le ${frenchDateTime(r.dinerConfirmedAt)}`
                    : ''}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {tab === 'client' ? (
          <div className="detail__client">
            <dl className="facts facts--list">
              <div>
                <dt>Nom</dt>
                <dd>{name}</dd>
              </div>
              <div>
                <dt>{GLOSSARY.email}</dt>
                <dd>{r.customerEmail || 'Non renseigné'}</dd>
              </div>
              <div>
                <dt>Téléphone</dt>
                <dd>{r.customerPhone ? formatPhoneNumber({ phone: r.customerPhone }) : 'Non renseigné'}</dd>
              </div>
            </dl>
            <div className="card loyalty-card">
              <h2>Fidélité</h2>
              <p>
                {level ? (
                  <>
                    <TierMark tier={level.key} /> {level.name}
                  </>
                ) : (
                  '—'
                )}{' '}
                · <strong>{formatPoints({ points })} points</strong>
              </p>
              <p className="muted" data-testid="detail-visits">
                {visitsText(visits)}
              </p>
            </div>
            {view && customerFileId ? (
              <GuestFileCard
                restaurantId={r.restaurantId}
                customerId={customerFileId}
                view={view}
                readOnly={Boolean(r.archived || r.isArchived)}
              />
            ) : null}
            {customerFileId ? (
              <Link className="button" to={paths.customer(encodeURIComponent(customerFileId))}>
                Voir le profil client
              </Link>
            ) : null}
            <div className="card">
              <h2>Préférences</h2>
              <p>Vient en moyenne à {formatGuests({ count: stats.averagePartySize })}.</p>
              <p>{r.terrace ? 'Aime la terrasse.' : 'Préfère l’intérieur.'}</p>
            </div>
          </div>
        ) : null}
        {tab === 'history' ? (
          <div>
            <dl className="stats">
              <div className="card">
                <dt>Réservations</dt>
                <dd data-testid="history-total">{stats.total}</dd>
              </div>
              <div className="card">
                <dt>Taux d'annulation</dt>
                <dd>{stats.cancellationRate} %</dd>
              </div>
              <div className="card">
                <dt>Taille moyenne</dt>
                <dd>{formatDecimal({ value: stats.averagePartySize })}</dd>
              </div>
              <div className="card">
                <dt>Client depuis</dt>
                <dd>{stats.monthsAsCustomer} mois</dd>
              </div>
            </dl>
            <h2>Historique des statuts</h2>
            <StatusHistory reservation={r} currentUid={currentUid} creatorName={creatorName} />
            <h2>Autres réservations</h2>
            {others.length === 0 ? (
              <p className="muted">Aucune autre réservation dans ce restaurant</p>
            ) : (
              <ul className="card-list">
                {others.map((o) => (
                  <li key={o.id} className="card other-booking">
                    <span className="capitalize">{formatLongDate({ date: o.date })}</span> à {o.time} ·{' '}
                    {formatGuests({ count: o.partySize })} <StatusBadge status={o.status} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </section>
      <footer className="detail__bar">
        {r.archived || r.isArchived ? (
          <p className="detail__archived">Réservation archivée : consultation seulement</p>
        ) : null}
        {r.archived || r.isArchived ? null : r.status === 'SEATED' ? (
          <button
            type="button"
            className="button button--success"
            disabled={completing}
            onClick={() => setAskingBill(true)}
          >
            {MARK_COMPLETED.label}
          </button>
        ) : null}
        {r.archived || r.isArchived ? null : (
          <button type="button" className="button button--primary" onClick={() => setEditing('base')}>
            Modifier la réservation
          </button>
        )}
      </footer>
      {askingBill ? (
        <CompleteDialog
          reservation={r}
          busy={completing}
          onConfirm={(amountSpent) => void complete(amountSpent)}
          onClose={() => setAskingBill(false)}
        />
      ) : null}
      {editing ? (
        <EditReservationModal
          initialTab={editing}
          reservation={r}
          currentUid={currentUid}
          creatorName={creatorName}
          onClose={() => setEditing(null)}
          onSave={async (form, status) => {
            await onSave(form, status);
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
