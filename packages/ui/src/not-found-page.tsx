import { Link } from 'react-router-dom';

/** The French 404 page every app shows for an unknown address. */
export function NotFoundPage({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  return (
    <main className="page page--centered" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page introuvable</h1>
      <p>La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <Link className="button button--primary" to={homeHref}>
        {homeLabel}
      </Link>
    </main>
  );
}
