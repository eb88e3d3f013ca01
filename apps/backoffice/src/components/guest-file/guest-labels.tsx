import { GUEST_FILE_TEXTS as T, computeGuestLabels, formatEuros, formatLongDate } from '@app/domain';
import type { GuestLabel, GuestLabelCounters } from '@app/domain';
import './guest-file.css';

const TONE: Record<GuestLabel['kind'], string> = {
  regular: 'guest-label--regular',
  new: 'guest-label--new',
  'no-shows': 'guest-label--no-shows',
};

/** The automatic labels as pills (« Habitué », « Nouveau », « Absences : 2 »), compact enough for a list row. */
export function GuestLabelPills({ labels }: { labels: readonly GuestLabel[] }) {
  if (labels.length === 0) return null;
  return (
    <>
      {labels.map((label) => (
        <span key={label.kind} className={`guest-label ${TONE[label.kind]}`}>
          {label.text}
        </span>
      ))}
    </>
  );
}

/**
 * What this venue's own history says of the guest (computeGuestLabels): the labels, the last visit and the
 * average bill, for the booking's page and the profile.
 */
export function GuestLabelsPanel({ counters }: { counters: GuestLabelCounters }) {
  const { labels, lastVisit, averageSpend } = computeGuestLabels(counters);
  return (
    <div className="guest-labels" aria-label={T.labels} role="group">
      <p className="guest-labels__pills">
        <GuestLabelPills labels={labels} />
      </p>
      <dl className="guest-labels__facts">
        <div>
          <dt>{T.lastVisit}</dt>
          <dd className="capitalize">{lastVisit ? formatLongDate({ date: lastVisit }) : T.noVisitYet}</dd>
        </div>
        <div>
          <dt>{T.averageSpend}</dt>
          <dd>{averageSpend === null ? T.none : formatEuros({ amount: averageSpend })}</dd>
        </div>
      </dl>
    </div>
  );
}
