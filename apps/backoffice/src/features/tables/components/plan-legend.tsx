import { TABLE_MESSAGES } from '@app/domain';

/** What the plan's colours mean: free, a request waiting for an answer, confirmed, seated, given twice, selected. */
export function PlanLegend({ selection = false }: { selection?: boolean }) {
  return (
    <p className="plan-legend" aria-label="Légende du plan">
      <span className="legend legend--free">Libre</span>{' '}
      <span className="legend legend--pending">En attente</span>{' '}
      <span className="legend legend--confirmed">Confirmée</span>{' '}
      <span className="legend legend--seated">Installée</span>{' '}
      <span className="legend legend--conflict">{TABLE_MESSAGES.conflictMark}</span>
      {selection ? (
        <>
          {' '}
          <span className="legend legend--selected">Sélectionnée</span>
        </>
      ) : null}
    </p>
  );
}
