/** A chunk of modules kept together, named: every module whose path contains one of `paths`. */
export interface ChunkGroup {
  name: string;
  paths: readonly (string | RegExp)[];
}

/**
 * Rollup's `manualChunks` for the given groups (the first group a module matches wins; others are left to
 * Rollup). A group also takes the modules its own depend on that no group claims: a group's paths must name
 * its dependencies' groups too.
 */
export function chunkGroups(groups: readonly ChunkGroup[]): (id: string) => string | undefined {
  return (id) =>
    groups.find((group) =>
      group.paths.some((path) => (typeof path === 'string' ? id.includes(path) : path.test(id))),
    )?.name;
}
