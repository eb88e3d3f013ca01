import { ESTABLISHMENT_MESSAGES as E } from '@app/domain';
import { Button, useToast } from '@app/ui';
import { config } from '../../../config/env';

/** The one line a venue pastes into its own site (issue 52): the portal's widget.js with the venue's address. */
export function widgetSnippet(portalUrl: string, slug: string): string {
  return `<script src="${portalUrl}/widget.js" data-restaurant="${slug}" async></script>`;
}

/**
 * « Widget de réservation »: the snippet that puts a « Réserver une table » button on the venue's own site, opening
 * its booking page in a window over the site; the bookings made there are counted « site web » in Rapports.
 */
export function WidgetSection({ slug }: { slug: string }) {
  const toast = useToast();
  const snippet = widgetSnippet(config.portalUrl, slug);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success('Code du widget copié');
    } catch {
      toast.error(E.copyLinkError);
    }
  };
  return (
    <section className="establishment-card" aria-labelledby="establishment-widget-title">
      <h2 id="establishment-widget-title">Widget de réservation</h2>
      <p>
        Collez cette ligne dans le code de votre site, à l’endroit où le bouton « Réserver une table » doit
        apparaître. Il ouvre votre page de réservation dans une fenêtre, sans quitter votre site ; les
        réservations faites ainsi sont comptées « site web » dans les Rapports.
      </p>
      <label htmlFor="establishment-widget-snippet">Code à coller sur votre site</label>
      <textarea
        id="establishment-widget-snippet"
        className="establishment-link__url"
        readOnly
        rows={2}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="establishment-actions">
        <Button size="sm" onPress={() => void copy()}>
          Copier le code du widget
        </Button>
      </div>
    </section>
  );
}
