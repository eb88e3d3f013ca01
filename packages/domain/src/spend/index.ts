/** Barrel of ./spend: the bills staff enter, and the points they earn. */
export * from './spend-messages';
export * from './format-euros';
export * from './round-euros';
export * from './parse-bill-amount';
export * from './compute-spend-points';
export * from './bill-credit';
export * from './plan-bill-credit';
export * from './summarize-takings';
export * from './describe-bill-entry';
export * from './check-discount-conversion';
export * from './read-voucher-euros';
export * from './pending-bill';
export * from './compute-bill-ceiling';
export * from './needs-bill-approval';
export * from './bill-approval-messages';
