import { FLOOR_PLAN_MESSAGES } from '@app/domain';

/**
 * What a plan view shows without a plan to draw: « Erreur lors du chargement du plan » when it could not be read
 * (an alert: the venue may well have one), else « Aucun plan de salle configuré ».
 */
export function PlanUnavailable({ error }: { error: Error | null }) {
  return error ? (
    <p role="alert" className="empty-state">
      {FLOOR_PLAN_MESSAGES.loadError}
    </p>
  ) : (
    <p className="empty-state">{FLOOR_PLAN_MESSAGES.notConfigured}</p>
  );
}
