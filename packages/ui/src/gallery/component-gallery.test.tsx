import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../toast-provider';
import { ComponentGallery, GALLERY_SECTIONS } from './component-gallery';

afterEach(cleanup);

describe('ComponentGallery', () => {
  it('has one region per component, named by its h2, in French', () => {
    render(
      <ToastProvider>
        <ComponentGallery />
      </ToastProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Système de design' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([...GALLERY_SECTIONS]);
    for (const name of GALLERY_SECTIONS) expect(screen.getByRole('region', { name })).toBeTruthy();
  });

  it('gives every control an accessible name', () => {
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
  });
});
