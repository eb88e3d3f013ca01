import { useEffect, useRef } from 'react';

/** Where the keys keep their own meaning: text fields undo their typing, dialogs are their own world. */
const OWN_KEYS = 'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]';

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes, Cmd on a Mac, anywhere on the page but in a text field
 * or a dialog.
 */
export function useUndoShortcuts({ onUndo, onRedo }: { onUndo(): void; onRedo(): void }) {
  const handlers = useRef({ onUndo, onRedo });
  useEffect(() => {
    handlers.current = { onUndo, onRedo };
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      event.preventDefault();
      if (key === 'y' || event.shiftKey) handlers.current.onRedo();
      else handlers.current.onUndo();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
