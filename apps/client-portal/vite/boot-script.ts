import type { HtmlTagDescriptor, Plugin } from 'vite';
import { staticClosure, type Bundle, type ChunkInfo } from './route-chunks';

/** The boot entry's chunk in a build: the entry whose facade is `entry` (a path ending). */
export function bootChunk(bundle: Bundle, entry: string): ChunkInfo {
  const chunk = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith(entry),
  );
  if (!chunk) throw new Error(`boot-script : aucune entrée ${entry} dans le build`);
  return chunk;
}

/**
 * The tags that load the boot entry: its chunk as an `async` module (it runs as soon as it arrives, whatever
 * the app's entry is doing) and a modulepreload for each chunk it imports, fetched with it.
 */
export function bootTags(bundle: Bundle, entry: string, preconnect?: string): HtmlTagDescriptor[] {
  const boot = bootChunk(bundle, entry);
  const imports = staticClosure(bundle, [boot]).filter((chunk) => chunk !== boot);
  if (imports.some((chunk) => chunk.isEntry))
    throw new Error(`boot-script : ${entry} ne doit pas dépendre du point d’entrée de l’application`);
  return [
    // The callables' origin, connected while the boot script arrives: its call goes out on a warm connection.
    ...(preconnect
      ? [
          {
            tag: 'link',
            attrs: { rel: 'preconnect', href: preconnect, crossorigin: true },
            injectTo: 'head-prepend',
          } satisfies HtmlTagDescriptor,
        ]
      : []),
    ...imports.map((chunk): HtmlTagDescriptor => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
      injectTo: 'head-prepend',
    })),
    {
      tag: 'script',
      // data-boot: the app's entry waits for it to have run (lib/early-calls.ts, bootScriptRan).
      attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}`, 'data-boot': true },
      injectTo: 'head-prepend',
    },
  ];
}

/**
 * Vite plugin: a second, small entry (`entry`, e.g. src/boot/start-early-calls.ts) built beside index.html and
 * loaded by it before the app's entry. Production builds only; the dev server has no boot script.
 */
export function bootScript({
  entry,
  preconnect,
}: {
  /** The boot entry's path from the app's root, e.g. 'src/boot/start-early-calls.ts'. */
  entry: string;
  /** An origin to connect to from the start (the callables'). */
  preconnect?: string;
}): Plugin {
  return {
    name: 'boot-script',
    apply: 'build',
    config: () => ({ build: { rollupOptions: { input: { index: 'index.html', boot: entry } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return ctx.bundle ? bootTags(ctx.bundle as Bundle, entry.replace(/^\.?\//, '/'), preconnect) : [];
      },
    },
  };
}
