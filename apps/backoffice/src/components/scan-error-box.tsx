import { AlertCircle } from '@app/ui/icons';
import type { ReactNode } from 'react';

/** A refusal on the scan pages: its title with the alert icon, then what it is about (a code, a reason). */
export function ScanErrorBox({
  title,
  children,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="scan-box scan-box--error" data-testid={testId}>
      <p className="scan-box__title">
        <AlertCircle className="scan-box__icon" aria-hidden="true" />
        {title}
      </p>
      {children}
    </div>
  );
}
