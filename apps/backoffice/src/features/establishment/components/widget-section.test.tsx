import { ToastProvider } from '@app/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../config/env';
import { WidgetSection, widgetSnippet } from './widget-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Widget de réservation » (issue 52)', () => {
  it('shows the venue’s one-line snippet, explained in French, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <ToastProvider>
        <WidgetSection slug="au-bureau" />
      </ToastProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Widget de réservation' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Code à coller sur votre site' }) as HTMLTextAreaElement;
    expect(code.value).toBe(
      `<script src="${config.portalUrl}/widget.js" data-restaurant="au-bureau" async></script>`,
    );
    expect(code.readOnly).toBe(true);
    expect(screen.getByText(/comptées « site web » dans les Rapports/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copier le code du widget' }));
    expect(await screen.findByText('Code du widget copié')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(code.value);
  });

  it('says so when the copy fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    render(
      <ToastProvider>
        <WidgetSection slug="au-bureau" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copier le code du widget' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('names the portal’s widget.js and the venue', () => {
    expect(widgetSnippet('https://resa.example.fr', 'chez-lea')).toBe(
      '<script src="https://resa.example.fr/widget.js" data-restaurant="chez-lea" async></script>',
    );
  });
});
