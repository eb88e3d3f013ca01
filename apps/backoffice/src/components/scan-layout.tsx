import type { ReactNode } from 'react';
import { useId } from 'react';
import { CameraScanner } from './camera-scanner';
import { ScanCodeForm } from './scan-code-form';
import type { ScanEntry } from './use-scan-entry';

/**
 * The two scan pages' layout: manual entry and camera in one column, the result (and what follows it) in the
 * other; one column on a phone.
 */
export function ScanLayout({
  entry,
  label,
  placeholder,
  result,
  after,
}: {
  entry: ScanEntry;
  /** Label of the manual field ('Code du bon', 'Code de la carte'). */
  label: string;
  placeholder: string;
  /** What the last code stands for. */
  result: ReactNode;
  /** Shown under the result (the latest scans). */
  after?: ReactNode;
}) {
  const manualId = useId();
  const resultId = useId();
  return (
    <div className="scan-page">
      <div className="scan-page__column">
        <section className="scan-page__section" aria-labelledby={manualId}>
          <h2 id={manualId}>Saisie manuelle</h2>
          <ScanCodeForm entry={entry} label={label} placeholder={placeholder} />
        </section>
        <CameraScanner onCode={entry.takeCameraCode} />
      </div>
      <div className="scan-page__column">
        <section className="scan-page__section" aria-labelledby={resultId} data-testid="scan-result">
          <h2 id={resultId}>Résultat</h2>
          {result}
        </section>
        {after}
      </div>
    </div>
  );
}
