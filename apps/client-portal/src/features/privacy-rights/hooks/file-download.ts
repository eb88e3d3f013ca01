/**
 * A file the browser saves: an object URL for `content`, named `fileName`. The CSV starts with a byte-order
 * mark (buildFrenchCsv) so that French Excel reads its accents.
 */
export interface DownloadableFile {
  fileName: string;
  href: string;
}

export function downloadableFile(fileName: string, content: string, type: string): DownloadableFile {
  return { fileName, href: URL.createObjectURL(new Blob([content], { type })) };
}

/** The day in the files' names ('2026-11-22'), from the export's own date. */
export function exportDay(generatedAt: string): string {
  return generatedAt.slice(0, 10);
}
