/** The id of the build this kiosk runs (vite.config.ts `define`), compared with the deployed version.json. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
