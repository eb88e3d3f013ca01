/** Barrel of ./integrations: API keys and scopes, the public API's texts, tickets from the till, webhooks (issue 52). */
export * from './integration-messages';
export * from './api-scopes';
export * from './api-key-inputs';
export * from './till-ticket-inputs';
export * from './match-till-ticket';
export * from './webhook-events';
export * from './webhook-inputs';
export * from './next-webhook-attempt';
