import { configure } from '@testing-library/react';

/**
 * jsdom has no CSS.escape, which react-aria's collections use to find their items; browsers all have it.
 * This is the CSSOM algorithm (https://drafts.csswg.org/cssom/#serialize-an-identifier).
 */
if (typeof globalThis.CSS === 'undefined') Object.assign(globalThis, { CSS: {} });
if (typeof CSS.escape !== 'function') {
  CSS.escape = (value: string) => {
    const text = String(value);
    let result = '';
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      const char = text.charAt(index);
      if (code === 0) result += '\uFFFD';
      else if (
        (code >= 0x1 && code <= 0x1f) ||
        code === 0x7f ||
        (index === 0 && code >= 0x30 && code <= 0x39) ||
        (index === 1 && code >= 0x30 && code <= 0x39 && text.charCodeAt(0) === 0x2d)
      )
        result += `\\${code.toString(16)} `;
      else if (index === 0 && text.length === 1 && code === 0x2d) result += `\\${char}`;
      else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) result += char;
      else result += `\\${char}`;
    }
    return result;
  };
}

/**
 * Waits of `findBy…`/`waitFor` up to 5 s instead of 1 s: on a loaded 2-core CI machine a screen can take more than
 * a second to settle, and a test must not depend on how busy the machine is.
 */
configure({ asyncUtilTimeout: 5000 });
