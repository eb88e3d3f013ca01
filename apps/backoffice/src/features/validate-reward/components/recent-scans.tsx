import { formatScanCode } from '@app/domain';
import { useId } from 'react';
import type { RecentScan } from '../recent-scans';

const TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function timeOf(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : TIME.format(date);
}

/** 'Derniers scans': the 5 latest codes checked in this session, newest first, with their time and outcome. */
export function RecentScans({ scans }: { scans: readonly RecentScan[] }) {
  const headingId = useId();
  return (
    <section className="scan-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Derniers scans</h2>
      {scans.length === 0 ? (
        <p className="scan-placeholder">Aucun scan pour le moment.</p>
      ) : (
        <ol className="recent-scans" data-testid="recent-scans">
          {scans.map((scan) => (
            <li key={scan.id} className={`recent-scans__item recent-scans__item--${scan.tone}`}>
              <span className="recent-scans__code scan-code">{formatScanCode({ code: scan.code })}</span>
              <time className="recent-scans__time" dateTime={scan.at}>
                {timeOf(scan.at)}
              </time>
              <span className="recent-scans__outcome">{scan.outcome}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
