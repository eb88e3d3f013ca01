import { MESSAGES } from '@app/domain';
import { Button, useToast } from '@app/ui';
import { Download, FileText } from '@app/ui/icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { privacyCallables } from '../api/privacy-callables';
import { downloadableFile, exportDay, type DownloadableFile } from '../hooks/file-download';

/**
 * « Télécharger mes données » (art. 15 and 20 RGPD): everything the restaurants hold about the customer, per
 * venue, as a JSON file (to take elsewhere) and a CSV file (to read in a spreadsheet). The export is made on
 * demand; its two files are then offered as links, which the browser saves.
 */
export function DataDownload() {
  const toast = useToast();
  const [files, setFiles] = useState<DownloadableFile[] | null>(null);
  const exportData = useMutation({
    mutationFn: privacyCallables.exportMyData,
    onSuccess: ({ data, csv }) => {
      const day = exportDay(data.generatedAt);
      setFiles([
        downloadableFile(`mes-donnees-${day}.json`, JSON.stringify(data, null, 2), 'application/json'),
        downloadableFile(`mes-donnees-${day}.csv`, csv, 'text/csv;charset=utf-8'),
      ]);
      toast.success(MESSAGES.privacy.exportReady);
    },
    onError: () => toast.error(MESSAGES.privacy.exportError),
  });
  // The object URLs live as long as the links.
  useEffect(() => () => files?.forEach((file) => URL.revokeObjectURL(file.href)), [files]);

  return (
    <div className="privacy-download">
      <p className="privacy__lead">
        Une copie de tout ce que les restaurants gardent sur vous : fiche, réservations, points, avis, e-mails
        envoyés et vos choix, restaurant par restaurant.
      </p>
      <Button icon={Download} onPress={() => exportData.mutate()} isLoading={exportData.isPending}>
        Télécharger mes données
      </Button>
      {files ? (
        <ul className="privacy-download__files" aria-label="Vos fichiers">
          {files.map((file) => (
            <li key={file.fileName}>
              <a className="privacy-download__file" href={file.href} download={file.fileName}>
                <FileText aria-hidden="true" /> {file.fileName}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
