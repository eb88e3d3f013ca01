/** Cloud Functions entry point: every callable, HTTP endpoint and schedule is exported from here. */
export { readEnv } from './config/env';
