import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The part of a Rollup output chunk this plugin reads. */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  /** Every module bundled in the chunk. */
  moduleIds?: string[];
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The files to preload so that the given lazily loaded pages arrive with the entry rather than after it: each
 * page's chunk and the chunks it imports, without the entry itself (already loaded by its script tag).
 */
export function routePreloadFiles(
  bundle: Record<string, ChunkInfo>,
  pageSuffixes: readonly string[],
): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  for (const suffix of pageSuffixes) {
    // A page's chunk that also exports modules to a chunk it loads later (the booking page and the phone
    // metadata it imports when its details step opens) has no facade: it is found by the modules it holds.
    const page =
      chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix)) ??
      chunks.find((chunk) => !chunk.isEntry && chunk.moduleIds?.some((id) => id.endsWith(suffix)));
    if (!page) throw new Error(`preload-route-chunks : aucune page ${suffix} dans le build`);
    for (const file of [page.fileName, ...(page.imports ?? [])]) {
      if (!byFile.get(file)?.isEntry && !files.includes(file)) files.push(file);
    }
  }
  return files;
}

/**
 * Vite plugin: `<link rel="modulepreload">` for the booking funnel's pages (chooser and booking). Diners open
 * these links on phones over slow networks; without it, the page's code and the callable client are only
 * requested once the entry has downloaded and run, one more round trip before the first useful paint.
 */
export function preloadRouteChunks(pageSuffixes: readonly string[]): Plugin {
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return routePreloadFiles(ctx.bundle as Record<string, ChunkInfo>, pageSuffixes).map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
