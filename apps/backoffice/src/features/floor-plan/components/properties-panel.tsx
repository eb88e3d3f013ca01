import type { FloorPlanElement, Room } from '@app/domain';
import { Checkbox, Select, TextField } from '@app/ui';
import type { ElementPatch } from '../hooks/use-plan-editor';
import { IntegerField, TableNumberField } from './property-fields';

const SHAPES = [
  { id: 'rectangle', label: 'Rectangle' },
  { id: 'circle', label: 'Cercle' },
];

/** Longest furniture name ('Bar', 'Comptoir', 'Plante'). */
const FURNITURE_NAME_MAX_LENGTH = 30;

/**
 * « Propriétés » of the selected element: a table's number (free text), seats, shape, whether it is offered
 * online (« Par tables »: a table kept for the room is given by staff only); a piece of furniture's
 * name; the width and height of any element (whole numbers). Several elements selected: how many.
 */
export function PropertiesPanel({
  element,
  label,
  selectedCount,
  rooms,
  onChange,
}: {
  element: FloorPlanElement | null;
  label: string;
  selectedCount: number;
  rooms: readonly Room[];
  onChange(id: string, patch: ElementPatch): void;
}) {
  return (
    <section className="fp-panel" aria-labelledby="fp-properties-title">
      <h2 id="fp-properties-title" className="fp-panel__title">
        Propriétés
      </h2>
      {!element ? (
        <p className="fp-panel__hint">
          {selectedCount > 1
            ? `${selectedCount} éléments sélectionnés : déplacez-les, pivotez-les ou supprimez-les ensemble.`
            : 'Sélectionnez un élément du plan pour modifier ses propriétés.'}
        </p>
      ) : (
        // Keyed by element: a field's typed text never carries over to another element.
        <div key={element.id} className="fp-panel__fields">
          <p className="fp-panel__selected">{label}</p>
          {element.type === 'table' ? (
            <>
              <TableNumberField
                tableId={element.id}
                value={element.number}
                rooms={rooms}
                onCommit={(number) => onChange(element.id, { number })}
              />
              <IntegerField
                field="capacity"
                label="Nombre de places"
                value={element.capacity}
                onCommit={(capacity) => onChange(element.id, { capacity })}
              />
              <Select
                label="Forme"
                options={SHAPES}
                selectedKey={element.shape}
                onSelectionChange={(key) => {
                  if (key === 'rectangle' || key === 'circle') onChange(element.id, { shape: key });
                }}
              />
              <Checkbox
                isSelected={element.online !== false}
                onChange={(online) => onChange(element.id, { online })}
              >
                Proposée à la réservation en ligne
              </Checkbox>
            </>
          ) : null}
          {element.type === 'furniture' ? (
            <TextField
              label="Nom du meuble"
              value={element.name}
              maxLength={FURNITURE_NAME_MAX_LENGTH}
              placeholder="Bar, comptoir, plante…"
              onChange={(name) => onChange(element.id, { name })}
            />
          ) : null}
          <div className="fp-panel__pair">
            <IntegerField
              field="width"
              label="Largeur (px)"
              value={element.width}
              onCommit={(width) => onChange(element.id, { width })}
            />
            <IntegerField
              field="height"
              label="Hauteur (px)"
              value={element.height}
              onCommit={(height) => onChange(element.id, { height })}
            />
          </div>
          {/* Said after each arrow key or turn: where the element now stands. */}
          <p className="fp-panel__facts" aria-live="polite">
            Position : {element.x}, {element.y} · Rotation : {element.rotation}°
          </p>
        </div>
      )}
    </section>
  );
}
