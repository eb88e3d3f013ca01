import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * public/widget.js (issue 52), run as a venue's site runs it: the script tag's attributes make a button that opens
 * the venue's booking page (?source=widget) in an iframe inside a modal dialog, closed by Escape or « Fermer »,
 * the focus going back to the button.
 */
const SOURCE = readFileSync(resolve(import.meta.dirname, '../../public/widget.js'), 'utf8');

function install(attributes: Record<string, string>): HTMLButtonElement | null {
  const script = document.createElement('script');
  script.src = 'https://resa.example.fr/widget.js';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(SOURCE)();
  return document.querySelector('button.resa-widget-button');
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('widget.js', () => {
  it('opens the booking page in a dialog; Escape and « Fermer » close it and give the focus back', () => {
    const button = install({ 'data-restaurant': 'au-bureau' });
    expect(button?.textContent).toBe('Réserver une table');
    button?.click();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://resa.example.fr/reservation/au-bureau?source=widget&lang=fr',
    );
    const close = dialog?.querySelector('button');
    expect(document.activeElement).toBe(close);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button);
    button?.click();
    (document.querySelector('[role="dialog"] button') as HTMLButtonElement).click();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('speaks the site’s language, and does nothing for a missing or odd venue', () => {
    document.documentElement.lang = 'de-DE';
    expect(install({ 'data-restaurant': 'au-bureau' })?.textContent).toBe('Tisch reservieren');
    document.body.innerHTML = '';
    expect(install({})).toBeNull();
    expect(install({ 'data-restaurant': '"><img src=x>' })).toBeNull();
  });
});
