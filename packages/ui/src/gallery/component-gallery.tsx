import './gallery.css';
import { ActionsGallery } from './actions-gallery';
import { ChoicesGallery } from './choices-gallery';
import { DisplayGallery } from './display-gallery';
import { FieldsGallery } from './fields-gallery';
import { IconsGallery } from './icons-gallery';
import { OverlaysGallery } from './overlays-gallery';

/** Names of the gallery's sections, in order: the h2 of each <section aria-labelledby>. */
export const GALLERY_SECTIONS = [
  'Bouton',
  'Bouton icône',
  'Menu',
  'Champ texte',
  'Liste déroulante',
  'Champ avec suggestions',
  'Sélecteur de date',
  'Sélecteur de quantité',
  'Case à cocher',
  'Interrupteur',
  'Puces à basculer',
  'Boutons radio',
  'Dialogue',
  'Panneau plein écran',
  'Messages de retour',
  'Onglets',
  'Pastille',
  'Carte',
  'Tableau',
  'État vide',
  'Squelette de chargement',
  'Icônes',
] as const;

/**
 * Every component of the design system in every state, in French: the reference for the twenty screens to come
 * and the page the design journey walks by keyboard. Loaded only by the back office's lazy /design route;
 * needs a ToastProvider above it.
 */
export function ComponentGallery() {
  return (
    <div className="ui-gallery">
      <header className="ui-gallery__header">
        <h1>Système de design</h1>
        <p>
          Chaque composant dans chacun de ses états. Parcourez la page au clavier : Tab, flèches, Entrée,
          Espace et Échap.
        </p>
      </header>
      <ActionsGallery />
      <FieldsGallery />
      <ChoicesGallery />
      <OverlaysGallery />
      <DisplayGallery />
      <IconsGallery />
    </div>
  );
}
