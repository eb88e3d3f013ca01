/** Barrel of ./privacy: consents with their proofs, the data export, retention (ARCHITECTURE §9 « RGPD »). */
export * from './consent-texts';
export * from './apply-consent-decisions';
export * from './compute-retention-cutoff';
export * from './compute-trace-cutoffs';
export * from './customer-data-export';
export * from './build-data-export-csv';
export * from './my-privacy';
export * from './venue-team-label';
export * from './redact-staff-identity';
export * from './is-diner-withdrawal';
export * from './mask-email';
export * from './my-passport';
export * from './build-passport-venue';
export * from './sort-passport-venues';
