import type { PlanElementType } from '@app/domain';
import { Button } from '@app/ui';
import { BrickWall, LayoutGrid, MousePointer, RotateCw, Sofa, Trash, Utensils } from '@app/ui/icons';
import type { LucideIcon } from '@app/ui/icons';

/** The canvas' pointer mode: select and move, or place one more element of a kind where it is clicked. */
export type EditorTool = 'select' | PlanElementType;

const ADD_TOOLS: readonly { type: PlanElementType; label: string; icon: LucideIcon }[] = [
  { type: 'table', label: 'Ajouter une table', icon: Utensils },
  { type: 'wall', label: 'Ajouter un mur', icon: BrickWall },
  { type: 'furniture', label: 'Ajouter un meuble', icon: Sofa },
];

/**
 * The tools: « Sélection », then one button per kind of element. Pressing one adds the element at the first free place from (100, 100)
 * (administration §2) and keeps that tool on, so that a click on an empty spot of the canvas places another;
 * « Sélection » (or Escape) goes back to selecting. Then the selection's actions and the table picker.
 */
export function EditorToolbar({
  tool,
  selectedCount,
  onTool,
  onAdd,
  onRotate,
  onDelete,
  onPickTable,
}: {
  tool: EditorTool;
  selectedCount: number;
  onTool(tool: EditorTool): void;
  onAdd(type: PlanElementType): void;
  onRotate(): void;
  onDelete(): void;
  onPickTable(): void;
}) {
  return (
    <div className="fp-toolbar" role="toolbar" aria-label="Outils du plan">
      <div className="fp-toolbar__group">
        <Button
          size="sm"
          icon={MousePointer}
          aria-pressed={tool === 'select'}
          className="fp-tool"
          onPress={() => onTool('select')}
        >
          Sélection
        </Button>
        {ADD_TOOLS.map(({ type, label, icon }) => (
          <Button
            key={type}
            size="sm"
            icon={icon}
            aria-pressed={tool === type}
            className="fp-tool"
            onPress={() => onAdd(type)}
          >
            {label}
          </Button>
        ))}
      </div>
      <div className="fp-toolbar__group">
        <Button size="sm" icon={LayoutGrid} onPress={onPickTable}>
          Choisir une table
        </Button>
        <Button size="sm" icon={RotateCw} isDisabled={selectedCount === 0} onPress={onRotate}>
          Pivoter de 45°
        </Button>
        <Button size="sm" variant="danger" icon={Trash} isDisabled={selectedCount === 0} onPress={onDelete}>
          Supprimer la sélection
        </Button>
      </div>
    </div>
  );
}
