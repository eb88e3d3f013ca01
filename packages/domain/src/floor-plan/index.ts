/** Barrel of ./floor-plan (one rule per file): the floor-plan editor's rules (administration §2, §5). */
export * from './check-room-deletion';
export * from './check-table-number';
export * from './clamp-element-position';
export * from './create-plan-element';
export * from './floor-plan-history';
export * from './measure-plan-canvas';
export * from './move-elements';
export * from './next-room-name';
export * from './next-table-number';
export * from './nudge-elements';
export * from './parse-element-integer';
export * from './resolve-room-rename';
export * from './rotate-elements';
export * from './check-plan-overlaps';
export * from './check-room-overlaps';
export * from './find-element-overlaps';
export * from './find-free-plan-spot';
