import { CUSTOMER_PROFILE_TEXTS as T } from '@app/domain';
import { Button, useToast } from '@app/ui';
import { Download, FileText } from '@app/ui/icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCallables } from '../../../lib/services-context';

interface DownloadLink {
  fileName: string;
  href: string;
}

/** A file name without what a file system refuses (the id may be an e-mail or « Prénom Nom_06… »). */
const safe = (id: string) => id.replace(/[^\w.@-]+/g, '-');

/**
 * « Exporter ses données (RGPD) »: for a customer's request made to the venue (art. 15, 20), the same export the
 * customer downloads from their space: the whole of it for master_admin, this venue's part for its admin_full.
 * Made on demand; its JSON and CSV files are then offered as links.
 */
export function ExportData({ customerId, restaurantId }: { customerId: string; restaurantId: string }) {
  const callables = useCallables();
  const toast = useToast();
  const [files, setFiles] = useState<DownloadLink[] | null>(null);
  const exportData = useMutation({
    mutationFn: () => callables.exportCustomerData({ customerId, restaurantId }),
    onSuccess: ({ data, csv }) => {
      const base = `donnees-${safe(customerId)}-${data.generatedAt.slice(0, 10)}`;
      const url = (content: string, type: string) => URL.createObjectURL(new Blob([content], { type }));
      setFiles([
        { fileName: `${base}.json`, href: url(JSON.stringify(data, null, 2), 'application/json') },
        { fileName: `${base}.csv`, href: url(csv, 'text/csv;charset=utf-8') },
      ]);
      toast.success(T.exportReady);
    },
    onError: () => toast.error(T.exportError),
  });
  useEffect(() => () => files?.forEach((file) => URL.revokeObjectURL(file.href)), [files]);
  return (
    <div className="profile-export">
      <Button icon={Download} onPress={() => exportData.mutate()} isLoading={exportData.isPending}>
        {T.exportData}
      </Button>
      {files ? (
        <ul className="profile-export__files" aria-label={T.exportFiles}>
          {files.map((file) => (
            <li key={file.fileName}>
              <a className="profile-export__file" href={file.href} download={file.fileName}>
                <FileText aria-hidden="true" /> {file.fileName}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
