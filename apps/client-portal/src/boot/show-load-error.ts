/**
 * What the page says when the app's code could not be fetched at all (a network lost before React arrived): the
 * design system's error panel (ErrorPanel: « Erreur de chargement », « Recharger la page »), in plain DOM since
 * React is what failed to come, in place of the shell's loader.
 */
export function showLoadError(root: HTMLElement): void {
  const panel = document.createElement('div');
  panel.className = 'error-panel';
  panel.setAttribute('role', 'alert');
  const title = document.createElement('h2');
  title.textContent = 'Erreur de chargement';
  const text = document.createElement('p');
  text.textContent = "Une erreur est survenue lors de l'affichage de cet écran.";
  const actions = document.createElement('div');
  actions.className = 'error-panel__actions';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary';
  reload.textContent = 'Recharger la page';
  reload.addEventListener('click', () => window.location.reload());
  actions.append(reload);
  panel.append(title, text, actions);
  const loader = root.querySelector('[data-static-shell]');
  if (loader) loader.replaceWith(panel);
  else root.append(panel);
}
