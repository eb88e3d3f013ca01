/**
 * The diner's languages (issue 51): the message catalogues compiled by Lingui, the translator that renders them,
 * and the formats of each language. Browser pages load catalogues lazily (`@app/i18n/browser`, the React bindings
 * in `@app/i18n/react`); the functions read them all at once (`@app/i18n/server`).
 */
export * from './catalog-names';
export * from './translator';
export * from './formats';
export type { MessageValues } from './message-types';
