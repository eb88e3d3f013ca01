/** `@app/functions/host`: the local host that serves the functions, the store API, mails and files on one machine. */
export { startHost, type HostHandle, type HostOptions } from './start-host';
export { readHostEnv, type HostEnv } from './config/env';
export { firebaseTokenVerifier, type ReaderIdentity, type TokenVerifier } from './auth/token-verifier';
export { DENY_ALL_GATE, type ReadGate } from './store-api/read-gate';
export { openEmbeddedStore } from './open-embedded-store';
export type { MailSummary, StoredMail } from './smtp/mailbox';
