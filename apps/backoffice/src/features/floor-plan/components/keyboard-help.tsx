import { Keyboard } from '@app/ui/icons';

const KEYS: readonly [string, string][] = [
  ['Tab', 'passe d’un élément du plan à l’autre'],
  ['Entrée ou Espace', 'sélectionne l’élément ; Entrée à nouveau mène à ses propriétés'],
  ['Ctrl + Entrée', 'ajoute l’élément à la sélection ou l’en retire'],
  ['Flèches', 'déplacent la sélection de 5 px (20 px avec Maj)'],
  ['R', 'fait pivoter la sélection de 45°'],
  ['Suppr', 'supprime la sélection'],
  ['Échap', 'désélectionne, ou revient à l’outil Sélection'],
  ['Ctrl + clic (Cmd + clic)', 'ajoute un élément à la sélection ou l’en retire'],
  ['Ctrl + Z', 'annule la dernière modification'],
  ['Ctrl + Maj + Z', 'rétablit la modification annulée'],
];

/** The help box: what each key does on the plan (keyboard users can do everything without a pointer). */
export function KeyboardHelp() {
  return (
    <section className="fp-help" aria-labelledby="fp-help-title">
      <h2 id="fp-help-title" className="fp-panel__title">
        <Keyboard className="fp-help__icon" aria-hidden="true" /> Raccourcis clavier
      </h2>
      <dl className="fp-help__list">
        {KEYS.map(([key, effect]) => (
          <div key={key} className="fp-help__item">
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{effect}</dd>
          </div>
        ))}
      </dl>
      <p className="fp-help__note">
        « Choisir une table » liste les tables de la salle pour en sélectionner une sans chercher sur le plan.
        Faites glisser un élément pour le déplacer.
      </p>
    </section>
  );
}
