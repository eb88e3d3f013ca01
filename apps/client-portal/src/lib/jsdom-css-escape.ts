/**
 * Tests only: jsdom has no CSS.escape, which react-aria's dialogs read through (its modal looks up a meta tag);
 * browsers all have it. Import it first in a test that opens a Dialog.
 */
if (typeof globalThis.CSS === 'undefined') Object.assign(globalThis, { CSS: {} });
if (typeof CSS.escape !== 'function')
  CSS.escape = (value: string) => String(value).replace(/[^\w-]/g, (char) => `\\${char}`);
