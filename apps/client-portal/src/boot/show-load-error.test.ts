import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLoadError } from './show-load-error';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('showLoadError', () => {
  it("replaces the shell's loader with « Erreur de chargement » and a reload button, keeping what was painted", () => {
    document.body.innerHTML =
      '<div id="root"><header class="app-header"></header><main><h1>Au Bureau</h1>' +
      '<div class="page-loader" data-static-shell>Chargement...</div></main></div>';
    const root = document.getElementById('root')!;
    showLoadError(root);
    expect(root.querySelector('[data-static-shell]')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Au Bureau');
    const panel = root.querySelector('[role="alert"]')!;
    expect(panel.querySelector('h2')?.textContent).toBe('Erreur de chargement');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    panel.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
