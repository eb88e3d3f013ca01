/** Barrel of ./format (one rule per file). */
export * from './format-points';
export * from './format-date';
export * from './format-phone';
export * from './build-french-csv';
export * from './format-table-numbers';
export * from './abbreviate-staff-name';
export * from './format-decimal';
