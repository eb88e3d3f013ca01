import type { HtmlTagDescriptor, Plugin } from 'vite';
import { entryChunks, pageChunk, staticClosure, type Bundle } from './route-chunks';

/**
 * The files to preload so that the given lazily loaded pages arrive with the entry rather than after it: each
 * page's chunk and every chunk it needs (transitively), without what the entries load already (their script
 * tags and Vite's own preloads).
 */
export function routePreloadFiles(bundle: Bundle, pageSuffixes: readonly string[]): string[] {
  const loaded = new Set(staticClosure(bundle, entryChunks(bundle)).map((chunk) => chunk.fileName));
  const pages = pageSuffixes.map((suffix) => pageChunk(bundle, suffix));
  return staticClosure(bundle, pages)
    .filter((chunk) => !loaded.has(chunk.fileName))
    .map((chunk) => chunk.fileName);
}

/** The `<meta>` that lists a page's files for the boot script (src/boot/preload-page-chunks.ts). */
export const pageChunksMetaName = (page: string) => `page-chunks:${page}`;

/**
 * Vite plugin: for each page given (name → module path endings), a `<meta name="page-chunks:{name}">` listing the
 * files of that page (routePreloadFiles). The boot script, which knows the address opened, preloads those of the
 * page it starts (the booking page, a review link) while the app's entry is still on its way: without them, the
 * page's code would only be requested once the entry has downloaded and run, one more round trip on a slow
 * network. Other pages (the customer space) no longer download the booking page's code, as they did when
 * index.html preloaded it for every address.
 */
export function preloadRouteChunks(pages: Readonly<Record<string, string | readonly string[]>>): Plugin {
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return Object.entries(pages).map(([page, suffixes]): HtmlTagDescriptor => ({
          tag: 'meta',
          attrs: {
            name: pageChunksMetaName(page),
            content: routePreloadFiles(ctx.bundle as Bundle, [suffixes].flat())
              .map((file) => `/${file}`)
              .join(' '),
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
