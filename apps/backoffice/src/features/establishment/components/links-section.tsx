import { ESTABLISHMENT_MESSAGES as E, toEstablishmentCode } from '@app/domain';
import { Button, useToast } from '@app/ui';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { config } from '../../../config/env';
import { paths } from '../../../routes/paths';

function QrImage({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { width: 300, margin: 1 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(''));
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <img src={src} alt={label} className="establishment-qr" width={150} height={150} /> : null;
}

function LinkRow({
  title,
  url,
  qrLabel,
  note,
}: {
  title: string;
  url: string;
  qrLabel: string;
  note?: string;
}) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('📋 Lien copié !');
    } catch {
      toast.error(E.copyLinkError);
    }
  };
  return (
    <div className="establishment-link">
      <div className="establishment-link__text">
        <h3>{title}</h3>
        <a href={url} target="_blank" rel="noreferrer" className="establishment-link__url">
          {url}
        </a>
        {note ? <p className="establishment-link__note">{note}</p> : null}
        <div className="establishment-actions">
          <Button size="sm" onPress={() => void copy()}>
            Copier<span className="sr-only"> le lien {title.toLowerCase()}</span>
          </Button>
          <Button size="sm" onPress={() => window.print()}>
            Imprimer le QR code
          </Button>
        </div>
      </div>
      <QrImage value={url} label={qrLabel} />
    </div>
  );
}

/**
 * « Liens »: the public booking link and the tablet's link with its establishment code, each with copy and a QR
 * code for the table tent; the entry to the floor-plan editor.
 */
export function LinksSection({ restaurantId, slug }: { restaurantId: string; slug: string }) {
  const code = toEstablishmentCode({ restaurantId });
  return (
    <section className="establishment-card" aria-labelledby="establishment-links-title">
      <h2 id="establishment-links-title">Liens</h2>
      <LinkRow
        title="Réservation en ligne"
        url={`${config.portalUrl}/reservation/${slug}`}
        qrLabel="QR code de la réservation en ligne"
      />
      <LinkRow
        title="Tablette fidélité"
        url={`${config.tabletUrl}/tablette/${code}`}
        qrLabel="QR code de la tablette fidélité"
        note={`Code établissement : ${code}`}
      />
      <Link className="ui-button ui-button--secondary" to={paths.floorPlan}>
        Modifier le plan de salle
      </Link>
    </section>
  );
}
