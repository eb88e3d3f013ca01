/** Barrel of ./establishment (one rule per file): the establishment page's rules. */
export * from './check-image-upload';
export * from './compute-contrast-ratio';
export * from './add-time-slot';
export * from './duplicate-day';
export * from './describe-day-hours';
export * from './parse-gps-position';
export * from './group-slots-into-ranges';
export * from './expand-ranges-into-slots';
export * from './describe-service-range';
export * from './list-upcoming-exceptions';
export * from './add-date-exception';
export * from './describe-date-exception';
export * from './venue-initials';
