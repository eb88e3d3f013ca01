/** What a browser needs to speak the diner's language: the language store and the lazy catalogues. */
export * from './diner-language';
export * from './catalog-loaders';
