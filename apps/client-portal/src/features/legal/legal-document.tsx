import { ChevronLeft } from '@app/ui/icons';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { LEGAL_UPDATED_AT } from './legal-meta';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A legal page: its title, the date of its version, a table of contents, the sections (h2, in order), the link to
 * the other legal page and the way back to the login. Lines stay short enough to read (about 70 characters).
 */
export function LegalDocument({
  title,
  intro,
  sections,
  related,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** The other legal page. */
  related: { href: string; label: string };
}) {
  const id = useId();
  return (
    <>
      <article className="legal__article" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{title}</h1>
        <p className="legal__updated">
          Dernière mise à jour : <time dateTime={LEGAL_UPDATED_AT.iso}>{LEGAL_UPDATED_AT.label}</time>
        </p>
        <div className="legal__intro">{intro}</div>
        <nav className="legal__toc" aria-label="Sommaire">
          <p className="legal__toc-title" aria-hidden="true">
            Sommaire
          </p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} className="legal__section" aria-labelledby={section.id}>
            <h2 id={section.id} tabIndex={-1}>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        <p className="legal__related">
          À lire aussi : <Link to={related.href}>{related.label}</Link>
        </p>
      </article>
      <p className="back-link">
        <Link className="icon-link" to={paths.clientLogin}>
          <ChevronLeft className="icon-link__icon" aria-hidden="true" />
          Retour à la connexion
        </Link>
      </p>
    </>
  );
}
