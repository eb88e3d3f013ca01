/** Barrel of ./status: the status table, transitions per actor, and the effects of each change. */
export * from './contrast-ratio';
export * from './status-table';
export * from './status-transitions';
export * from './transition-effects';
export * from './staff-status-actions';
export * from './describe-history-author';
export * from './refusal-reasons';
export * from './describe-diner-status';
export * from './check-staff-status-timing';
export * from './staff-status-availability';
export * from './can-undo-refusal';
export * from './mask-history-author';
export * from './can-undo-confirmation';
export * from './describe-leaving-completed';
