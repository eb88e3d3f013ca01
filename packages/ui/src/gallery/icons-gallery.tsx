import * as icons from '../icons';
import type { LucideIcon } from '../icons';
import { GallerySection } from './gallery-section';

const entries = Object.entries(icons).filter((entry): entry is [string, LucideIcon] => Boolean(entry[1]));

/** Every icon of icons.ts with its name (the icon is decorative next to its name). */
export function IconsGallery() {
  return (
    <GallerySection title="Icônes" id="icons">
      <ul className="ui-gallery__icons">
        {entries.map(([name, Icon]) => (
          <li key={name}>
            <Icon aria-hidden="true" />
            <span>{name}</span>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}
