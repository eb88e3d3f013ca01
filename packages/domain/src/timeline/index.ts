/** Barrel of ./timeline: the service timeline and the table proposals, views of the availability engine. */
export * from './list-hold-conflicts';
export * from './timeline-axis';
export * from './build-service-timeline';
export * from './resolve-drop-tables';
export * from './keep-hold-minutes';
export * from './check-timeline-move';
export * from './table-proposal-state';
export * from './plan-table-proposals';
export * from './describe-table-history';
