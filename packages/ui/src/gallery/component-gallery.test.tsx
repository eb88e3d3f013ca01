import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../toast-provider';
import { ComponentGallery, GALLERY_SECTIONS } from './component-gallery';

afterEach(cleanup);

/**
 * Each test renders the whole gallery and asks jsdom for the accessible names of every control: CPU only, nothing
 * awaited, 16 s on a 2-core machine under load. The package's 20 s cap failed it under `pnpm test:dates` next to
 * other work (issue 35); the cap only says when a hang is reported.
 */
const WHOLE_GALLERY_MS = 90_000;

describe('ComponentGallery', () => {
  it(
    'has one region per component, named by its h2, in French',
    () => {
      render(
        <ToastProvider>
          <ComponentGallery />
        </ToastProvider>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Système de design' })).toBeTruthy();
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(headings).toEqual([...GALLERY_SECTIONS]);
      for (const name of GALLERY_SECTIONS) expect(screen.getByRole('region', { name })).toBeTruthy();
    },
    WHOLE_GALLERY_MS,
  );

  it(
    'gives every control an accessible name',
    () => {
      render(
        <ToastProvider>
          <ComponentGallery />
        </ToastProvider>,
      );
      const roles = [
        'button',
        'textbox',
        'checkbox',
        'switch',
        'radio',
        'combobox',
        'tab',
        'spinbutton',
      ] as const;
      for (const role of roles) {
        const all = screen.queryAllByRole(role);
        expect(screen.queryAllByRole(role, { name: /\S/ }), role).toHaveLength(all.length);
      }
    },
    WHOLE_GALLERY_MS,
  );
});
