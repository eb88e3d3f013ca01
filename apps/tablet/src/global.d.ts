/** The build's id, set by vite.config.ts (`define`); version.json carries the same. */
declare const __APP_VERSION__: string;
