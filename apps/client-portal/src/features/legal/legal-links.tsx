import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';

export interface LegalLinksProps {
  /**
   * Opens the pages in a new tab (with a spoken warning), for screens where leaving would lose what was typed:
   * registration, the data-protection dialog, the tablet's account form.
   */
  newTab?: boolean;
  /** Name of the navigation landmark. */
  label?: string;
  className?: string;
}

/** Links to the terms of use and the privacy notice, for any screen that needs them. */
export function LegalLinks({ newTab = false, label = 'Informations légales', className }: LegalLinksProps) {
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  // The space stays outside the hidden note: accessible names are built from trimmed text pieces.
  const newTabNote = newTab ? (
    <>
      {' '}
      <span className="sr-only">(nouvel onglet)</span>
    </>
  ) : null;
  return (
    <nav className={className ? `legal-links ${className}` : 'legal-links'} aria-label={label}>
      <ul className="legal-links__list">
        <li>
          <Link to={paths.terms} {...target}>
            Conditions d'utilisation
            {newTabNote}
          </Link>
        </li>
        <li>
          <Link to={paths.privacy} {...target}>
            Politique de confidentialité
            {newTabNote}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
