import { truncateText } from '../text/truncate-text';
/** Longest room name the editor accepts (a tab must stay readable). */
export const ROOM_NAME_MAX_LENGTH = 40;

/**
 * The name a room gets when its rename is applied (Enter or leaving the field): the typed text trimmed, or
 * null when it is empty, the room then keeping its name. Escape cancels before this rule is asked.
 * @example resolveRoomRename({ draft: '  Terrasse ' }) // 'Terrasse'
 */
export function resolveRoomRename({ draft }: { draft: string }): string | null {
  const name = truncateText({ text: draft.trim(), max: ROOM_NAME_MAX_LENGTH }).trim();
  return name === '' ? null : name;
}
