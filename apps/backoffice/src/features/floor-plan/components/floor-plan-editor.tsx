import { MESSAGES, checkPlanOverlaps, checkTableGroups, userMessageOf } from '@app/domain';
import type { PlanElementType, Room, TableGroup } from '@app/domain';
import { Button, Tabs, useToast } from '@app/ui';
import { ArrowLeft, Redo, Save, Undo } from '@app/ui/icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keptTableGroups, useSaveFloorPlan } from '../api/use-save-floor-plan';
import { elementLabels, newPlanId, tableGroupLabel } from '../element-label';
import { usePlanEditor } from '../hooks/use-plan-editor';
import { useUndoShortcuts } from '../hooks/use-undo-shortcuts';
import { DeleteRoomDialog } from './delete-room-dialog';
import { EditorToolbar, type EditorTool } from './editor-toolbar';
import { KeyboardHelp } from './keyboard-help';
import { PlanEditorCanvas, type FocusRequest } from './plan-editor-canvas';
import { PropertiesPanel } from './properties-panel';
import { RoomBar } from './room-bar';
import { TableGroupDialog, type GroupDraft } from './table-group-dialog';
import { TableGroupsPanel } from './table-groups-panel';
import { groupDraftTables } from '../group-draft-tables';
import { TablePickerDialog } from './table-picker-dialog';

const ANOTHER: Record<PlanElementType, string> = {
  table: 'une autre table',
  wall: 'un autre mur',
  furniture: 'un autre meuble',
};

export interface FloorPlanEditorProps {
  restaurantId: string;
  /** The saved rooms, or null when the restaurant has no plan yet (the editor starts with 'Salle 1'). */
  savedRooms: Room[] | null;
  initialRooms: Room[];
  /** The saved joinable tables. */
  initialGroups: TableGroup[];
  onBack(): void;
}

/**
 * « Plan de salle »: rooms as tabs, the tools, the canvas, the selected element's properties, the joinable
 * tables, the table picker and the keys' help (administration §2). Every edit of the rooms can be undone until
 * the plan is saved, and after; a group whose table is deleted leaves with it (and comes back with an undo).
 */
export function FloorPlanEditor({
  restaurantId,
  savedRooms,
  initialRooms,
  initialGroups,
  onBack,
}: FloorPlanEditorProps) {
  const toast = useToast();
  const [refusal, setRefusal] = useState('');
  const refuse = useCallback(
    (message: string) => {
      setRefusal(message);
      toast.error(message);
    },
    [toast],
  );
  const editor = usePlanEditor(initialRooms, refuse);
  const save = useSaveFloorPlan(restaurantId);
  const [saved, setSaved] = useState<Room[] | null>(savedRooms ? initialRooms : null);
  const [allGroups, setAllGroups] = useState<TableGroup[]>(initialGroups);
  const [savedGroups, setSavedGroups] = useState<TableGroup[]>(initialGroups);
  const [groupDraft, setGroupDraft] = useState<GroupDraft | null>(null);
  const [tool, setTool] = useState<EditorTool>('select');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  // The room stays named in the dialog while it closes.
  const [roomToDelete, setRoomToDelete] = useState<{ room: Room; open: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const side = useRef<HTMLElement>(null);
  const { room, rooms, selectedIds } = editor;
  const labels = useMemo(() => elementLabels(room.elements), [room.elements]);
  const single = selectedIds.length === 1 ? room.elements.find((e) => e.id === selectedIds[0]) : undefined;
  const groups = useMemo(() => keptTableGroups(allGroups, rooms), [allGroups, rooms]);
  const numbers = useMemo(
    () =>
      new Map(
        rooms.flatMap((r) => r.elements.flatMap((e) => (e.type === 'table' ? [[e.id, e.number]] : []))),
      ),
    [rooms],
  );
  const dirty = editor.rooms !== saved || allGroups !== savedGroups;
  useUndoShortcuts({ onUndo: editor.undo, onRedo: editor.redo });
  // A change that was made (an undo too) answers the refusal shown under the title.
  useEffect(() => setRefusal(''), [editor.rooms]);

  /** Focus to an element of the plan, or to the canvas itself with null. */
  const focusElement = (id: string | null) => setFocusRequest((r) => ({ id, seq: (r?.seq ?? 0) + 1 }));

  function deleteSelection(focusedId?: string) {
    editor.deleteSelection(focusedId);
    // The focused element is gone: the keyboard stays on the plan.
    focusElement(null);
  }

  function add(type: PlanElementType, at?: { x: number; y: number }) {
    setTool(type);
    const element = editor.addElement(type, at);
    if (!element) return;
    setRefusal('');
    setAnnouncement(
      `${elementLabels([...room.elements, element]).get(element.id)} ajouté${type === 'table' ? 'e' : ''}`,
    );
    focusElement(element.id);
  }

  function askDeleteRoom() {
    if (rooms.length <= 1) toast.error(MESSAGES.floorPlan.lastRoom);
    else setRoomToDelete({ room, open: true });
  }

  function saveGroup(fields: { tableIds: string[]; capacity: number }) {
    const editing = groupDraft?.group;
    const group: TableGroup = { ...editing, id: editing?.id ?? newPlanId(), ...fields };
    setAllGroups((current) =>
      editing ? current.map((g) => (g.id === editing.id ? group : g)) : [...current, group],
    );
    setGroupDraft(null);
    setAnnouncement(`${tableGroupLabel(group, numbers)} : association ${editing ? 'modifiée' : 'ajoutée'}`);
  }

  async function saveAll() {
    const toSave = editor.rooms;
    const groupsToSave = allGroups;
    // The server refuses the same overlaps and groups: the reason is given before the plan is sent.
    const check = checkPlanOverlaps({ rooms: toSave });
    const groupRefusal = checkTableGroups({
      rooms: toSave,
      tableGroups: keptTableGroups(groupsToSave, toSave),
    });
    if (!check.ok || groupRefusal) {
      refuse(check.ok ? (groupRefusal ?? '') : check.message);
      return;
    }
    try {
      await save.mutateAsync({ rooms: toSave, tableGroups: groupsToSave });
      setSaved(toSave);
      setSavedGroups(groupsToSave);
      setRefusal('');
      toast.success(MESSAGES.floorPlan.saved);
    } catch (error) {
      // A refused plan says why (the server's reason); any other failure keeps the spec's message.
      if ((error as { code?: unknown }).code === 'functions/invalid-argument') refuse(userMessageOf(error));
      else toast.error(MESSAGES.floorPlan.saveError);
    }
  }

  const workspace = (
    <div className="fp-room">
      <RoomBar
        key={room.id}
        room={room}
        onRename={(name) => editor.renameRoom(room.id, name)}
        onDelete={askDeleteRoom}
        onAdd={() => {
          const created = editor.addRoom();
          setAnnouncement(`${created.name} ajoutée`);
        }}
      />
      <EditorToolbar
        tool={tool}
        selectedCount={selectedIds.length}
        onTool={(next) => {
          setTool(next);
          if (next === 'select') editor.clearSelection();
        }}
        onAdd={add}
        onRotate={() => editor.rotate()}
        onDelete={() => deleteSelection()}
        onPickTable={() => setPickerOpen(true)}
      />
      {tool !== 'select' ? (
        <p className="fp-hint" role="status">
          Cliquez sur un espace libre du plan pour placer {ANOTHER[tool]} ; Échap ou « Sélection » pour
          revenir à la sélection.
        </p>
      ) : null}
      <div className="fp-workspace">
        <PlanEditorCanvas
          roomName={room.name}
          elements={room.elements}
          labels={labels}
          canvas={editor.canvas}
          selectedIds={selectedIds}
          groups={groups}
          tool={tool}
          focusRequest={focusRequest}
          onSelectOnly={editor.selectOnly}
          onToggle={editor.toggle}
          onClear={() => {
            if (tool !== 'select') setTool('select');
            else editor.clearSelection();
          }}
          onPlace={(at) => {
            if (tool !== 'select') add(tool, at);
          }}
          onMove={editor.moveSelection}
          onNudge={editor.nudge}
          onRotate={editor.rotate}
          onDelete={deleteSelection}
          onOpenProperties={() => side.current?.querySelector<HTMLElement>('input, button')?.focus()}
        />
        <aside ref={side} className="fp-side" aria-label="Propriétés et aide">
          <PropertiesPanel
            element={single ?? null}
            label={single ? (labels.get(single.id) ?? '') : ''}
            selectedCount={selectedIds.length}
            rooms={rooms}
            onChange={editor.updateElement}
          />
          <TableGroupsPanel
            room={room}
            groups={groups}
            numbers={numbers}
            onAdd={() => setGroupDraft({ group: null, tableIds: groupDraftTables({ selectedIds, room }) })}
            onEdit={(group) => setGroupDraft({ group, tableIds: group.tableIds })}
            onRemove={(group) => {
              setAllGroups((current) => current.filter((g) => g.id !== group.id));
              setAnnouncement(`${tableGroupLabel(group, numbers)} : association supprimée`);
            }}
          />
          <KeyboardHelp />
        </aside>
      </div>
    </div>
  );

  return (
    <div className="fp-editor">
      <div className="fp-editor__header">
        <Button variant="ghost" size="sm" icon={ArrowLeft} onPress={onBack}>
          Retour
        </Button>
        <h1 className="fp-editor__title">Plan de salle</h1>
        <div className="fp-editor__actions">
          <Button size="sm" icon={Undo} isDisabled={!editor.canUndo} onPress={editor.undo}>
            Annuler
          </Button>
          <Button size="sm" icon={Redo} isDisabled={!editor.canRedo} onPress={editor.redo}>
            Rétablir
          </Button>
          <Button variant="primary" icon={Save} isLoading={save.isPending} onPress={() => void saveAll()}>
            Sauvegarder
          </Button>
        </div>
      </div>
      {saved === null ? <p className="ui-notice">{MESSAGES.floorPlan.notConfigured}</p> : null}
      <p className="fp-editor__state" aria-live="polite">
        {dirty ? 'Modifications non sauvegardées' : ''}
      </p>
      {refusal ? (
        <p className="ui-notice ui-notice--error" data-testid="fp-refusal">
          {refusal}
        </p>
      ) : null}
      <Tabs
        label="Salles"
        selectedKey={room.id}
        onSelectionChange={(key) => editor.openRoom(String(key))}
        items={rooms.map((r) => ({ id: r.id, label: r.name, content: r.id === room.id ? workspace : null }))}
      />
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <TablePickerDialog
        isOpen={pickerOpen}
        roomName={room.name}
        elements={room.elements}
        labels={labels}
        onOpenChange={setPickerOpen}
        onPick={(id) => {
          editor.selectOnly(id);
          setTool('select');
        }}
        onClosedAfterPick={focusElement}
      />
      {groupDraft ? (
        <TableGroupDialog
          draft={groupDraft}
          room={room}
          rooms={rooms}
          groups={groups}
          onSave={saveGroup}
          onClose={() => setGroupDraft(null)}
        />
      ) : null}
      <DeleteRoomDialog
        room={roomToDelete?.room ?? null}
        isOpen={roomToDelete?.open ?? false}
        onOpenChange={(open) => {
          if (!open) setRoomToDelete((current) => (current ? { ...current, open: false } : null));
        }}
        onConfirm={(target) => {
          const result = editor.deleteRoom(target.id);
          if (!result.ok) toast.error(result.message);
        }}
      />
    </div>
  );
}
