/**
 * Preloads the files of a page listed by index.html (`<meta name="page-chunks:{page}">`, written by the build's
 * preload-route-chunks plugin), as `<link rel="modulepreload">` would from the HTML, for this address only.
 */
export function preloadPageChunks(page: string, doc: Document = document): void {
  const files = doc.querySelector<HTMLMetaElement>(`meta[name="page-chunks:${page}"]`)?.content ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
