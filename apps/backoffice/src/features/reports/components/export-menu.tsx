import type { EmailLogFilters, ReportRange } from '@app/data';
import { REPORTS_TEXTS as T, slugifyRestaurantName } from '@app/domain';
import { Menu, useToast } from '@app/ui';
import { Download } from '@app/ui/icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

type ExportKind = 'emails' | 'figures';

/** Hands a CSV text to the browser as a file download. */
function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * « Exporter »: the e-mail log of the period (with the table's filters) or the figures per day, as CSV files that
 * French Excel opens as they are; a long period shows how far the export has gone.
 */
export function ExportMenu({
  restaurantId,
  restaurantName,
  range,
  filters,
}: {
  restaurantId: string;
  restaurantName: string;
  range: ReportRange | null;
  filters: EmailLogFilters;
}) {
  const { analytics } = useRepositories();
  const toast = useToast();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const slug = slugifyRestaurantName({ name: restaurantName });
  const run = useMutation({
    mutationFn: async (kind: ExportKind) => {
      if (!range) throw new Error(T.invalidRange);
      setProgress({ done: 0, total: 0 });
      const csv =
        kind === 'emails'
          ? await analytics.exportEmailLogs({
              restaurantId,
              range,
              filters,
              onProgress: (done, total) => setProgress({ done, total }),
            })
          : await analytics.exportFigures({ restaurantId, range });
      downloadCsv(`${kind === 'emails' ? 'emails' : 'chiffres'}_${slug}_${range.from}_${range.to}.csv`, csv);
    },
    onSuccess: () => toast.success(T.exportDone),
    onError: () => toast.error(T.exportError),
    onSettled: () => setProgress(null),
  });
  return (
    <div className="reports-export">
      <Menu
        label={T.export}
        icon={Download}
        variant="primary"
        items={[
          { id: 'emails', label: T.exportEmails, isDisabled: !range || run.isPending },
          { id: 'figures', label: T.exportFigures, isDisabled: !range || run.isPending },
        ]}
        onAction={(id) => run.mutate(id as ExportKind)}
      />
      <p className="reports-export__progress" role="status" aria-live="polite">
        {progress ? T.exporting(progress.done, progress.total) : ''}
      </p>
    </div>
  );
}
