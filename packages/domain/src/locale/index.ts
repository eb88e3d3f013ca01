/** Barrel of ./locale: the diner's languages and which one a page or a message speaks (issue 51). */
export * from './locale-codes';
export * from './diner-locales';
export * from './match-diner-locale';
export * from './pick-diner-locale';
export * from './resolve-message-locale';
export * from './parse-accept-language';
export * from './staff-language-label';
