import { MESSAGES } from '@app/domain';
import type { Room } from '@app/domain';
import { Button, PageLoader } from '@app/ui';
import { ArrowLeft, Refresh } from '@app/ui/icons';
import { useState } from 'react';
import { useFloorPlanDocument } from '../api/use-floor-plan-document';
import { newPlanId } from '../element-label';
import '../floor-plan.css';
import { FloorPlanEditor } from './floor-plan-editor';

/**
 * The floor-plan editor of a restaurant once its plan is read: loading, « Erreur lors du chargement du plan »
 * with a retry, or the editor, on the saved rooms or on one room 'Salle 1' when none is configured.
 */
export function FloorPlanScreen({ restaurantId, onBack }: { restaurantId: string; onBack(): void }) {
  const plan = useFloorPlanDocument(restaurantId);
  // Built once: the first room of a new plan keeps its id while the plan is read again.
  const [starter] = useState<Room[]>(() => [
    { id: newPlanId(), name: MESSAGES.floorPlan.newRoomName(1), elements: [] },
  ]);

  // A failed read again after a save keeps the editor and its edits: only a plan never read is an error.
  if (plan.data === undefined && !plan.isError) return <PageLoader label="Chargement du plan de salle..." />;
  if (plan.data === undefined) {
    return (
      <div className="fp-editor fp-editor--error">
        <Button variant="ghost" size="sm" icon={ArrowLeft} onPress={onBack}>
          Retour
        </Button>
        <h1 className="fp-editor__title">Plan de salle</h1>
        <p role="alert" className="ui-notice ui-notice--error">
          {MESSAGES.floorPlan.loadError}
        </p>
        <Button
          variant="primary"
          icon={Refresh}
          isLoading={plan.isFetching}
          onPress={() => void plan.refetch()}
        >
          Réessayer
        </Button>
      </div>
    );
  }
  const saved = plan.data?.rooms ?? null;
  return (
    <FloorPlanEditor
      restaurantId={restaurantId}
      savedRooms={saved}
      initialRooms={saved ?? starter}
      initialGroups={plan.data?.tableGroups ?? []}
      onBack={onBack}
    />
  );
}
