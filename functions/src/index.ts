/**
 * Cloud Functions entry point: every callable, HTTP endpoint and schedule, and nothing else (the local host
 * mounts each export by its name). Keep one `export { x } from './...';` line per function so that several
 * people can append without conflicts. Runtime wiring lives in ./firebase-entry.ts (production) and ./host.
 */
export { track } from './http/track';
export { health } from './http/health';
export { processMailOutbox } from './jobs/process-mail-outbox';
