/** The part of a Rollup output chunk the build plugins of this folder read. */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  /** Every module bundled in the chunk. */
  moduleIds?: string[];
  isEntry?: boolean;
  /** Chunks this one imports statically: the browser fetches them before running it. */
  imports?: string[];
  /** The chunk's code (absent in tests that only walk the graph). */
  code?: string;
}

export type Bundle = Record<string, ChunkInfo>;

const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((item) => item.type === 'chunk');

/** The entry chunks: the app's (index.html's script) and any other entry every page loads (the boot script). */
export function entryChunks(bundle: Bundle): ChunkInfo[] {
  const entries = chunksOf(bundle).filter((chunk) => chunk.isEntry);
  if (entries.length === 0) throw new Error('route-chunks : aucun point d’entrée dans le build');
  return entries;
}

/**
 * The chunk of a lazily loaded page, found by its module path's ending. A page's chunk that also exports modules
 * to a chunk it loads later (the booking page and the phone metadata it imports when its details step opens) has
 * no facade: it is found by the modules it holds. A missing page fails the build rather than being skipped.
 */
export function pageChunk(bundle: Bundle, suffix: string): ChunkInfo {
  const chunks = chunksOf(bundle);
  const page =
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix)) ??
    chunks.find((chunk) => !chunk.isEntry && chunk.moduleIds?.some((id) => id.endsWith(suffix)));
  if (!page) throw new Error(`route-chunks : aucune page ${suffix} dans le build`);
  return page;
}

/**
 * The chunks the browser must fetch to run `roots`: each root and, transitively, what it imports statically
 * (never what it imports dynamically, which comes later), each once, in the order met.
 */
export function staticClosure(bundle: Bundle, roots: readonly ChunkInfo[]): ChunkInfo[] {
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports ?? []) visit(bundle[file]);
  };
  roots.forEach(visit);
  return [...seen.values()];
}
